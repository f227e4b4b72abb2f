import type { FastifyInstance } from 'fastify';
import { AUTH_SETTINGS_PATH, type AuthSettings } from '@headgate/contracts/authSettings';
import type { ServerConfig } from '../config';

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
  app.get(
    AUTH_SETTINGS_PATH,
    {
      config: { access: 'public' },
      schema: { tags: ['Sign-in'], summary: 'How the shell signs users in' },
    },
    async (_request, reply) => reply.header('cache-control', 'no-cache').send(settings),
  );
}
