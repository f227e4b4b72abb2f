import type { FastifyInstance } from 'fastify';
import type { Database } from '../../core/database/openDatabase';
import { drillDownRoutes } from './drillDown/drillDownRoutes';
import { facilityPagesRoutes } from './drillDown/facilityPagesRoutes';
import { facilityDisplayRoutes } from './facilityWidgets/facilityDisplayRoutes';

/** The facility pages: their lists, drill-downs and widgets. */
export function register(app: FastifyInstance, deps: { database: Database }): void {
  const { database } = deps;
  facilityDisplayRoutes(app, { database });
  facilityPagesRoutes(app, { database });
  drillDownRoutes(app, { database });
}
