import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { facilityAccess } from './facilityAccess';
import { findFacility, type FacilityRecord } from './facilityRecords';
import { facilityNotFound, refuseFacility } from './facilityRefusals';

/**
 * The facility whose drill-down the caller asks for, or an answer for it: 404 for an unknown id,
 * then 401 to an anonymous caller and 403 to one without the full view (Administrator,
 * Developer, All Data User, or a user the facility's `authorized_users` name). Undefined when it
 * has answered: the handler then returns `reply`.
 */
export async function facilityForDrillDown(
  pool: pg.Pool,
  facilityNdx: number,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FacilityRecord | undefined> {
  const facility = await findFacility(pool, facilityNdx);
  if (!facility) {
    facilityNotFound(reply, facilityNdx);
    return undefined;
  }
  if (facilityAccess(request, facility.authorizedUsers) !== 'full') {
    refuseFacility(request, reply);
    return undefined;
  }
  return facility;
}
