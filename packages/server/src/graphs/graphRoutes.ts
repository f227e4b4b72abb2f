import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  apiErrorSchema,
  GRAPH_KINDS,
  graphParamsSchema,
  graphQuerySchema,
  graphRowSchema,
  type GraphKind,
  type GraphRow,
} from '@headgate/contracts';
import { refuseAnonymous } from '../api/routeAccess';
import type { Database } from '../database/openDatabase';
import { readDownsampled } from '../timeseries';
import { DEFAULT_GRAPH_DAYS, GRAPH_PARAMETER_CODES } from './graphParameters';

interface SeriesRow {
  location_name: string;
  location_id: string;
  is_public: boolean;
  parameter_ndx: number | null;
  unit_desc: string | null;
  data_source: string | null;
}

/**
 * The time-series panel's 15-minute graphs (spec/public-map.md §7): one call per kind, a window
 * (default the last 3 days), downsampled on the server with peaks kept. A public location's
 * series is public; a district location's needs a signed-in caller.
 */
export function graphRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const kind of Object.keys(GRAPH_KINDS) as GraphKind[]) {
    const { route, field } = GRAPH_KINDS[kind];
    api.post(
      `/api/${route}/:locationNdx`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['Public map'],
          summary: `15-minute ${field} of one location`,
          params: graphParamsSchema,
          querystring: graphQuerySchema,
          response: {
            200: z.array(graphRowSchema),
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const { locationNdx } = request.params;
        const { rows } = await database.pool.query<SeriesRow>(
          `SELECT l.location_name, l.location_id, l.is_public, p.parameter_ndx, u.unit_desc,
                  (SELECT ds.data_source FROM data_sources ds WHERE ds.datasrc_ndx =
                     (SELECT ts.datasrc_ndx FROM timeseries_15min ts
                       WHERE ts.location_ndx = l.location_ndx AND ts.parameter_ndx = p.parameter_ndx
                       ORDER BY ts.collect_timestamp DESC LIMIT 1)) AS data_source
             FROM locations l
             LEFT JOIN parameters p ON p.parameter = $2
             LEFT JOIN units u USING (unit_ndx)
            WHERE l.location_ndx = $1`,
          [locationNdx, GRAPH_PARAMETER_CODES[kind]],
        );
        const series = rows[0];
        if (!series)
          return reply
            .code(404)
            .send({ error: 'not_found', message: `No location ${locationNdx}.` });
        if (!series.is_public && request.roles.length === 0) {
          return refuseAnonymous(reply, 'Sign in to see this location’s data.');
        }
        if (series.parameter_ndx === null) return [];
        const end = request.query.end ? new Date(request.query.end) : new Date();
        const start = request.query.start
          ? new Date(request.query.start)
          : new Date(end.getTime() - DEFAULT_GRAPH_DAYS * 86_400_000);
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
    );
  }
}
