import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { parseDiscoveryDocument, type DiscoveryDocument } from '@headgate/site-map';
import { BrokenConfiguration } from '../api/refusals';
import { generateDiscovery } from './generatedDiscovery';

/**
 * `GET /discovery.json`. Read on every request, so an operator swaps or rolls back one remote by
 * editing one entry of the file named by `HEADGATE_DISCOVERY`: no rebuild, no restart.
 */
export function discoveryRoute(
  app: FastifyInstance,
  options: {
    rootDir: string;
    discoveryFile: string | undefined;
    /** The document as served: canaries past the rollback rule left out. */
    served: (document: DiscoveryDocument) => Promise<DiscoveryDocument>;
  },
) {
  app.get(
    '/discovery.json',
    { schema: { tags: ['Platform'], summary: 'Frontend discovery document' } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      if (!options.discoveryFile) return options.served(await generateDiscovery(options.rootDir));
      const text = await fs.readFile(options.discoveryFile, 'utf8').catch(() => null);
      if (text === null) {
        throw new BrokenConfiguration(
          'discovery_unreadable',
          `The discovery document ${options.discoveryFile} could not be read.`,
        );
      }
      let document: DiscoveryDocument;
      try {
        document = parseDiscoveryDocument(JSON.parse(text));
      } catch (error) {
        throw new BrokenConfiguration('discovery_invalid', (error as Error).message);
      }
      return options.served(document);
    },
  );
}
