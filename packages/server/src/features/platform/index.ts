import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import { authSettingsRoute } from './signIn/authSettingsRoute';

export { startEmbeddedIdentity } from './signIn/embeddedIdentity';

/**
 * The platform's calls besides health (core): the sign-in settings the shell starts from. The
 * embedded sign-in provider itself starts before any route (`startEmbeddedIdentity`), since
 * every token check needs its keys.
 */
export function register(app: FastifyInstance, deps: { config: ServerConfig }): void {
  authSettingsRoute(app, deps.config);
}
