import type { FastifyRequest } from 'fastify';
import { DependencyFailed, InvalidToken } from '../api/refusals';
import type { AccessTokenVerifier } from './accessTokenVerifier';
import { AuthUnavailableError, InvalidTokenError } from './authErrors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The `sub` of the caller's access token; undefined for an anonymous caller. */
    subject: string | undefined;
    /** The release pipeline client calling (its id); undefined for anyone else. */
    releaseClient: string | undefined;
  }
}

/** The APIs a bearer token is read for: the product's own and the open data API. */
function readsBearer(url: string): boolean {
  return (
    url.startsWith('/api/') || url === '/ogc' || url.startsWith('/ogc/') || url.startsWith('/ogc?')
  );
}

const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*)$/i;

/**
 * Reads who calls an `/api` or `/ogc` route from its bearer token. No `Authorization` header means an
 * anonymous caller; a header that cannot be honoured answers 401 even on a public route, so a
 * client sending a bad token learns it instead of silently seeing the anonymous view.
 */
export function authenticate(verifyAccessToken: AccessTokenVerifier) {
  return async (request: FastifyRequest): Promise<void> => {
    request.roles = [];
    request.subject = undefined;
    request.releaseClient = undefined;
    const header = request.headers.authorization;
    if (header === undefined || !readsBearer(request.url)) return;
    const token = BEARER.exec(header)?.[1];
    if (!token) {
      throw new InvalidToken('The Authorization header must be "Bearer <access token>".');
    }
    try {
      const caller = await verifyAccessToken(token);
      request.roles = caller.roles;
      request.subject = caller.subject;
      request.releaseClient = caller.releaseClient;
    } catch (error) {
      if (error instanceof InvalidTokenError) throw new InvalidToken(error.message);
      if (error instanceof AuthUnavailableError) {
        request.log.warn({ err: error }, 'access token not checked: sign-in provider unavailable');
        throw new DependencyFailed(
          503,
          'auth_unavailable',
          'Sign-in is unavailable right now; try again shortly.',
        );
      }
      throw error;
    }
  };
}
