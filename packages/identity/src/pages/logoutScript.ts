import type { FastifyInstance } from 'fastify';
import { IDENTITY_MOUNT_PATH } from '../provider/mountPath';

/**
 * Submits the provider's logout form as soon as the page loads. It is a file of its own, not an
 * inline script, so the site's Content-Security-Policy can forbid inline scripts everywhere.
 */
export const LOGOUT_SCRIPT_PATH = `${IDENTITY_MOUNT_PATH}/assets/submit-logout.js`;

const LOGOUT_SCRIPT = "document.getElementById('op.logoutForm').submit();\n";

export function logoutScriptRoute(app: FastifyInstance): void {
  app.get(LOGOUT_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(LOGOUT_SCRIPT),
  );
}
