import type { FastifyInstance } from 'fastify';
import type { DiscoveryDocument } from '@headgate/site-map';
import type { ReleaseEntry } from '@headgate/contracts';
import { BrokenConfiguration } from '../../../core/api/refusals';
import type { ClientEventKeys } from '../clientEvents/clientEventKeys';
import { loadTicketsSignedWith } from '../clientEvents/loadTickets';
import { DiscoveryImportError } from '../releases/fillReleaseStore';
import type { ReleaseStore } from '../releases/storedReleases';

/**
 * `GET /discovery.json`: the release store's document, the same on every server on the database
 * within a second of a change through `/api/releases`, with this page load's own `loadTickets`
 * for the client events it will report.
 */
export function discoveryRoute(
  app: FastifyInstance,
  options: {
    store: ReleaseStore;
    /** The document as served: canaries past their rollback rule left out. */
    served: (remotes: Record<string, ReleaseEntry[]>) => Promise<DiscoveryDocument>;
    /** The keys that sign the load tickets. */
    keys: () => Promise<ClientEventKeys>;
  },
) {
  app.get(
    '/discovery.json',
    { schema: { tags: ['Platform'], summary: 'Frontend discovery document' } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      const stored = await options.store.current().catch((error: unknown) => {
        if (error instanceof DiscoveryImportError) {
          throw new BrokenConfiguration('discovery_invalid', error.message);
        }
        throw error;
      });
      const document = await options.served(stored.remotes);
      // The site must load even when the keys cannot be read: its events then do not count.
      const keys = await options.keys().catch((error: unknown) => {
        request.log.error(
          { err: error },
          'Client event keys unreadable; the discovery document is served without load tickets.',
        );
        return null;
      });
      if (!keys) return document;
      return { ...document, loadTickets: loadTicketsSignedWith(keys.tickets).issue(document) };
    },
  );
}
