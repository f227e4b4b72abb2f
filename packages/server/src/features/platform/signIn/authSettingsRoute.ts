import type { FastifyInstance } from 'fastify';
import { platformEndpoints } from '@headgate/contracts';
import type { AuthSettings } from '@headgate/contracts/authSettings';
import { registerEndpoint } from '../../../core/api/registerEndpoint';
import type { ServerConfig } from '../../../config';

/** GET /api/auth/settings: how the shell signs users in, from this server's environment. */
export function authSettingsRoute(app: FastifyInstance, config: ServerConfig): void {
  const settings: AuthSettings = {
    issuer: config.oidcIssuer,
    clientId: config.oidcClientId,
    audience: config.oidcAudience,
    rolesClaim: config.rolesClaim,
    landingPageClaim: config.landingPageClaim,
    scope: config.oidcScope,
  };
  registerEndpoint(app, platformEndpoints.authSettings, (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return settings;
  });
}
