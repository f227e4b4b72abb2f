import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_GRAPH_DAYS,
  GRAPH_KINDS,
  graphEndpoints,
  type GraphKind,
  type GraphRow,
} from '@headgate/contracts';
import { BadRequest } from '../../core/api/refusals';
import { registerEndpoint } from '../../core/api/registerEndpoint';
import type { Database } from '../../core/database/openDatabase';
import { readDownsampled } from '../../core/timeseries';
import { seriesForCaller } from './graphSeriesInfo';

/**
 * The time-series panel's 15-minute graphs (spec/public-map.md §7): one call per kind, a window
 * (default the last 3 days), downsampled on the server with peaks kept. A public location's
 * series is public; a district location's needs a signed-in caller.
 */
export function graphRoutes(app: FastifyInstance, { database }: { database: Database }) {
  for (const kind of Object.keys(GRAPH_KINDS) as GraphKind[]) {
    const { field } = GRAPH_KINDS[kind];
    registerEndpoint(
      app,
      graphEndpoints[kind],
      async (request) => {
        const { locationNdx } = request.params;
        const series = await seriesForCaller(database, { locationNdx, kind }, request);
        if (series.parameter_ndx === null) return [];
        const end = request.query.end ? new Date(request.query.end) : new Date();
        const start = request.query.start
          ? new Date(request.query.start)
          : new Date(end.getTime() - DEFAULT_GRAPH_DAYS * 86_400_000);
        // The schema compares the two only when both are given; an end left out means now.
        if (start >= end) throw new BadRequest('start', 'must be before end (now, when left out)');
        const readings = await readDownsampled(database.pool, {
          locationNdx,
          parameterNdx: series.parameter_ndx,
          start,
          end,
          maxPoints: request.query.maxPoints,
        });
        return readings.map((reading): GraphRow => ({
          collect_timestamp: reading.collectTimestamp.toISOString(),
          units: series.unit_desc ?? '',
          source: series.data_source,
          location_name: series.location_name,
          location_id: series.location_id,
          [field]: reading.value,
        }));
      },
      { refusals: [400, 401, 404] },
    );
  }
}
