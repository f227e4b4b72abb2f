import Fastify from 'fastify';
import { PATHS } from '@headgate/site-map';
import type { ServerConfig } from '../config';
import { securityHeaders } from './securityHeaders';

/** Headers of every answer that say nothing about security. */
const NOT_SECURITY = ['content-type', 'content-length', 'date', 'connection', 'keep-alive'];

/** The security headers of a page or built file, as name → value. */
export type HeaderSet = Record<string, string>;

/**
 * The security headers this server sets on its pages and built files, for a proxy that serves
 * those files from disk itself: the same CSP, framing rule and policies, computed by the same
 * code. `callback` is the sign-in callback page, the one page our own pages may frame.
 */
export async function staticFileHeaders(
  config: ServerConfig,
): Promise<{ files: HeaderSet; callback: HeaderSet }> {
  const app = Fastify();
  // Pages served from disk by a proxy carry no remote hosts: those follow the release store,
  // which only the server's own answers can (see deploy/nginx).
  await securityHeaders(app, config, () => []);
  app.get('/*', async () => '');
  const headersOf = async (url: string): Promise<HeaderSet> => {
    const answer = await app.inject({ url });
    return Object.fromEntries(
      Object.entries(answer.headers)
        .filter(([name]) => !NOT_SECURITY.includes(name))
        .map(([name, value]) => [name, String(value)]),
    );
  };
  try {
    return { files: await headersOf('/'), callback: await headersOf(PATHS.authCallback) };
  } finally {
    await app.close();
  }
}
