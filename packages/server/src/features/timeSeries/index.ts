import type { FastifyInstance } from 'fastify';
import type { Database } from '../../core/database/openDatabase';
import type { Downloads } from '../../core/delivery/downloadSlots';
import { graphCsvRoutes } from './graphCsvRoutes';
import { graphRoutes } from './graphRoutes';

/** The graphs' series and their CSV downloads. */
export function register(
  app: FastifyInstance,
  deps: { database: Database; downloads: Downloads },
): void {
  const { database, downloads } = deps;
  graphRoutes(app, { database });
  graphCsvRoutes(app, { database, ...downloads });
}
