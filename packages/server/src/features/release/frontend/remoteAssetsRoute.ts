import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REVALIDATED_FILES, isRemoteId } from '@headgate/site-map';
import { NotFound } from '../../../core/api/refusals';
import { VERSION_PATTERN, remoteDistDir } from './buildLayout';

/**
 * `GET /remotes/<name>/<version>/*`: a remote's build folder. Hashed assets are immutable; the
 * manifest and the remote entry are revalidated on every load.
 */
export function remoteAssetsRoute(app: FastifyInstance, options: { rootDir: string }) {
  app.get<{ Params: { remote: string; version: string; '*': string } }>(
    '/remotes/:remote/:version/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const { remote, version, '*': file } = request.params;
      if (!isRemoteId(remote) || !VERSION_PATTERN.test(version) || file === '') {
        throw new NotFound(`No remote build at ${request.url}`);
      }
      const immutable = !REVALIDATED_FILES.includes(path.posix.basename(file));
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      return reply.sendFile(file, path.join(remoteDistDir(options.rootDir, remote), version));
    },
  );
}
