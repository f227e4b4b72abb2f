import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Database } from '../../core/database/openDatabase';
import { systemManagementRoutes } from './records/systemManagementRoutes';

/** System management: the admin records, associations, lookups, location setup and audit. */
export function register(
  app: FastifyInstance,
  deps: { config: ServerConfig; database: Database },
): void {
  const { config, database } = deps;
  systemManagementRoutes(app, {
    database,
    terrainUrl: config.terrainUrl,
    scadaUrl: config.scadaUrl,
  });
}
