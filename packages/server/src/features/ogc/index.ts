import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Database } from '../../core/database/openDatabase';
import { SERVER_VERSION } from '../../core/serverVersion';
import { ogcRoutes } from './ogcRoutes';

/** The open data API under `/ogc` (OGC API – Features). */
export async function register(
  app: FastifyInstance,
  deps: { config: ServerConfig; database: Database },
): Promise<void> {
  const { config, database } = deps;
  await ogcRoutes(app, { database, version: SERVER_VERSION, stallMs: config.downloadStallMs });
}
