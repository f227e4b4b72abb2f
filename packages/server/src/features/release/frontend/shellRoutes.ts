import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { pageDocumentOf, REVALIDATED_FILES } from '@headgate/site-map';
import { NotFound } from '../../../core/api/refusals';
import { shellDistDir } from './buildLayout';

/** Prefixes that never fall back to the shell's index.html. */
const NOT_CLIENT_ROUTES = ['/api/', '/remotes/', '/oidc/'];

/**
 * The built shell at `/`, with the history fallback: any other GET that asks for a page gets the
 * document with its frame (`/login` the landing page's, any other the bare one), and the shell's
 * router takes it from there (including its 404 page).
 */
export async function shellRoutes(app: FastifyInstance, options: { rootDir: string }) {
  const root = shellDistDir(options.rootDir);
  fs.mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: 'index.html',
    // The build writes .br and .gz beside every text asset; the best one the browser accepts is
    // sent, with `Vary: Accept-Encoding` (remotes' files are sent through the same options).
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      // `filePath` is the file sent: `index.html.br` is still index.html.
      const file = path.basename(filePath).replace(/\.(br|gz)$/, '');
      const immutable = !REVALIDATED_FILES.includes(file);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage && !NOT_CLIENT_ROUTES.some((prefix) => request.url.startsWith(prefix))) {
      // Each document carries its page's frame; a build from before the frames has index.html only.
      const document = pageDocumentOf(new URL(request.url, 'http://page').pathname);
      const built = fs.existsSync(path.join(root, document));
      return reply.sendFile(built ? document : 'index.html', root);
    }
    throw new NotFound(`Nothing at ${request.method} ${request.url}`);
  });
}
