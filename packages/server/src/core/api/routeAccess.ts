import type { FastifyRequest } from 'fastify';
import type { Role } from '@headgate/contracts/roles';
import { Forbidden, Unauthorized } from './refusals';

/**
 * Who may call a route, declared next to its definition: everyone, or a caller holding at least
 * one of the roles. The browser's guards are convenience; this is the enforcement.
 *
 * `orAuthorizedUser` widens the roles to a signed-in caller the data itself names (a facility's
 * `authorized_users`). Only the handler can tell, once it has found the data, so such a route is
 * not refused up front: its handler answers 404 for an unknown id first, then 401 or 403.
 * `orReleasePipeline` lets in the release pipeline's machine client, refused everywhere else.
 */
export type RouteAccess =
  'public' | { anyOf: readonly Role[]; orAuthorizedUser?: true; orReleasePipeline?: true };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The caller's roles; empty for an anonymous caller. */
    roles: readonly Role[];
  }
}

/**
 * Refuses a caller without a role the route asks for: 401 when anonymous, 403 otherwise. Routes
 * whose data decides the access (a district location's series, a restricted search) refuse from
 * their handler instead, throwing `Unauthorized` with a message about that data.
 */
export async function enforceAccess(request: FastifyRequest): Promise<void> {
  const access = request.routeOptions.config.access;
  // The release pipeline's token opens the release API and nothing else, public calls included.
  if (request.releaseClient !== undefined) {
    if (access && access !== 'public' && access.orReleasePipeline) return;
    throw new Forbidden('The release pipeline may call the release API only.');
  }
  if (!access || access === 'public' || access.orAuthorizedUser) return;
  if (request.roles.length === 0) throw new Unauthorized();
  if (!access.anyOf.some((role) => request.roles.includes(role))) {
    throw new Forbidden('Your role does not give access to this.');
  }
}

/** True when a caller with these roles may see a row restricted to `requiredRoles` (empty: public). */
export function maySee(callerRoles: readonly Role[], requiredRoles: readonly string[]): boolean {
  return (
    requiredRoles.length === 0 || requiredRoles.some((role) => callerRoles.includes(role as Role))
  );
}
