import type { FastifyInstance } from 'fastify';
import type { Database } from '../../core/database/openDatabase';
import type { Downloads } from '../../core/delivery/downloadSlots';
import { timeSeriesComparisonRoutes } from './comparisons/timeSeriesComparisonRoutes';
import { landingDashboardRoutes } from './landingDashboard/landingDashboardRoutes';
import { queryAndDownloadRoutes } from './queryAndDownload/queryAndDownloadRoutes';
import { reportTablesRoutes } from './reportTables/reportTablesRoutes';

/** Data access: comparisons, query & download, the report tables and the landing dashboard. */
export function register(
  app: FastifyInstance,
  deps: { database: Database; downloads: Downloads },
): void {
  const { database, downloads } = deps;
  reportTablesRoutes(app, { database });
  landingDashboardRoutes(app, { database });
  queryAndDownloadRoutes(app, { database, ...downloads });
  timeSeriesComparisonRoutes(app, { database });
}
