import type { FastifyInstance } from 'fastify';
import type { DiscoveryDocument } from '@headgate/site-map';
import type { ReleaseEntry } from '@headgate/contracts';
import { BrokenConfiguration } from '../api/refusals';
import { DiscoveryImportError } from '../releases/fillReleaseStore';
import type { ReleaseStore } from '../releases/storedReleases';

/**
 * `GET /discovery.json`: the release store's document (issue 29), the same on every server on
 * the database within a second of a change through `/api/releases`.
 */
export function discoveryRoute(
  app: FastifyInstance,
  options: {
    store: ReleaseStore;
    /** The document as served: canaries past their rollback rule left out. */
    served: (remotes: Record<string, ReleaseEntry[]>) => Promise<DiscoveryDocument>;
  },
) {
  app.get(
    '/discovery.json',
    { schema: { tags: ['Platform'], summary: 'Frontend discovery document' } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      const stored = await options.store.current().catch((error: unknown) => {
        if (error instanceof DiscoveryImportError) {
          throw new BrokenConfiguration('discovery_invalid', error.message);
        }
        throw error;
      });
      return options.served(stored.remotes);
    },
  );
}
