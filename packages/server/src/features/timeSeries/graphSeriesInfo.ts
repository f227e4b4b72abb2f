import type { FastifyRequest } from 'fastify';
import type { GraphKind } from '@headgate/contracts';
import { NotFound, Unauthorized } from '../../core/api/refusals';
import type { Database } from '../../core/database/openDatabase';
import { newestReadingSql } from '../../core/timeseries';
import { GRAPH_PARAMETER_CODES } from './graphParameters';

/** What a graph and its CSV say about one location's series, and whether it is public. */
export interface GraphSeriesInfo {
  location_name: string;
  location_id: string;
  is_public: boolean;
  /** Null when the district does not measure the kind at all. */
  parameter_ndx: number | null;
  unit_desc: string | null;
  /** The source of the newest reading. */
  data_source: string | null;
}

const NEWEST_SOURCE_SQL = newestReadingSql({
  location: 'l.location_ndx',
  parameter: 'p.parameter_ndx',
  columns: ['datasrc_ndx'],
});

/**
 * Reads a location's series of one graph kind. Throws a refusal otherwise: 404 for an unknown
 * location, 401 for an anonymous caller asking for a district location.
 */
export async function seriesForCaller(
  database: Database,
  { locationNdx, kind }: { locationNdx: number; kind: GraphKind },
  request: FastifyRequest,
): Promise<GraphSeriesInfo> {
  const { rows } = await database.pool.query<GraphSeriesInfo>(
    `SELECT l.location_name, l.location_id, l.is_public, p.parameter_ndx, u.unit_desc,
            (SELECT ds.data_source FROM data_sources ds WHERE ds.datasrc_ndx =
               (${NEWEST_SOURCE_SQL})) AS data_source
       FROM locations l
       LEFT JOIN parameters p ON p.parameter = $2
       LEFT JOIN units u USING (unit_ndx)
      WHERE l.location_ndx = $1`,
    [locationNdx, GRAPH_PARAMETER_CODES[kind]],
  );
  const series = rows[0];
  if (!series) throw new NotFound(`No location ${locationNdx}.`);
  if (!series.is_public && request.roles.length === 0) {
    throw new Unauthorized('Sign in to see this location’s data.');
  }
  return series;
}
