import Fastify from 'fastify';
import type { ServerConfig } from '../../config';
import { securityHeaders } from './securityHeaders';

/** Headers of every answer that say nothing about security. */
const NOT_SECURITY = ['content-type', 'content-length', 'date', 'connection', 'keep-alive'];

/** The security headers of a page or built file, as name → value. */
export type HeaderSet = Record<string, string>;

/**
 * The security headers this server sets on its built files, for a proxy that serves those files
 * from disk itself: the same policies, computed by the same code. The pages are not among them:
 * their CSP names the hosts the release store loads remotes from, so the proxy asks the servers
 * for them (deploy/nginx).
 */
export async function staticFileHeaders(config: ServerConfig): Promise<HeaderSet> {
  const app = Fastify();
  securityHeaders(app, config, () => []);
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
    return await headersOf('/main.js');
  } finally {
    await app.close();
  }
}
