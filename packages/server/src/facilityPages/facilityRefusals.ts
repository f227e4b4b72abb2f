import type { FastifyReply, FastifyRequest } from 'fastify';
import { refuseAnonymous } from '../api/routeAccess';

/** Answers 404 for a facility id that names no facility. */
export function facilityNotFound(reply: FastifyReply, facilityNdx: number): FastifyReply {
  return reply.code(404).send({ error: 'not_found', message: `No facility ${facilityNdx}.` });
}

/** Refuses a facility's data: 401 to an anonymous caller, 403 to a signed-in one. */
export function refuseFacility(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (request.roles.length === 0) return refuseAnonymous(reply, 'Sign in to see this facility.');
  return reply.code(403).send({
    error: 'forbidden',
    message: 'Your account does not give access to this facility.',
  });
}
