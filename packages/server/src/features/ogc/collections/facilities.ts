import type pg from 'pg';
import { NotFound, Unauthorized } from '../../../core/api/refusals';
import { bboxCondition, bboxValues } from '../bbox';
import type { CollectionExtent, ItemsPage, OgcCaller, OgcCollection } from '../collection';
import type { OgcFeature } from '../features';
import type { ItemsQuery } from '../itemsQuery';
import { spatialExtent } from '../spatialExtent';

interface FacilityRow {
  facility_ndx: number;
  facility: string;
  facility_name: string;
  facility_type: string;
  location_ids: string[];
  positions: number[][];
}

const PROPERTIES = ['facility', 'name', 'facility_type', 'monitoring_location_ids'] as const;

/**
 * Each facility with the locations of it the caller sees (public ones, or all once signed in);
 * an anonymous caller sees only the facilities with a public location.
 */
const SELECT = `
  SELECT f.facility_ndx, f.facility, f.facility_name, ft.facility_type_desc AS facility_type,
         seen.location_ids, seen.positions
    FROM facilities f
    JOIN facility_types ft USING (facility_type_ndx)
    CROSS JOIN LATERAL (
      SELECT coalesce(array_agg(l.location_id ORDER BY l.location_id), '{}') AS location_ids,
             coalesce(array_agg(json_build_array(l.longitude, l.latitude) ORDER BY l.location_id), '{}') AS positions
        FROM facility_locations fl JOIN locations l USING (location_ndx)
       WHERE fl.facility_ndx = f.facility_ndx AND NOT l.exclude_from_map
         AND ($1::boolean OR l.is_public)
    ) seen
   WHERE ($1::boolean OR cardinality(seen.location_ids) > 0)`;

const MATCHING = `
     AND ($2::double precision IS NULL OR EXISTS (
       SELECT 1 FROM facility_locations fl JOIN locations l USING (location_ndx)
        WHERE fl.facility_ndx = f.facility_ndx AND NOT l.exclude_from_map
          AND ($1::boolean OR l.is_public) AND ${bboxCondition(2)}))
     AND ($6::text[] IS NULL OR seen.location_ids && $6::text[])
     AND ($7::text[] IS NULL OR ft.facility_type_desc = ANY($7::text[]))`;

const PAGE_SQL = `${SELECT} ${MATCHING} ORDER BY f.facility_ndx LIMIT $8 OFFSET $9`;
const COUNT_SQL = `SELECT count(*)::int AS n FROM (${SELECT} ${MATCHING}) matching`;
const ONE_SQL = `${SELECT} AND f.facility_ndx = $2`;

function feature(row: FacilityRow): OgcFeature {
  return {
    type: 'Feature',
    id: row.facility_ndx,
    geometry: row.positions.length > 0 ? { type: 'MultiPoint', coordinates: row.positions } : null,
    properties: {
      facility: row.facility,
      name: row.facility_name,
      facility_type: row.facility_type,
      monitoring_location_ids: row.location_ids,
    },
  };
}

/** The district's facilities (reservoirs, ditches, recharge sites) with their locations. */
export const facilities: OgcCollection = {
  id: 'facilities',
  title: 'Facilities',
  description:
    'The facilities the district operates or follows, each with the monitoring locations that ' +
    'belong to it as a multipoint. Anonymous callers see the facilities with a public location, ' +
    'and only those locations.',
  properties: PROPERTIES,
  filters: ['monitoring_location_id', 'facility_type'],
  paging: 'offset',

  extent(pool: pg.Pool, caller: OgcCaller): Promise<CollectionExtent> {
    return spatialExtent(
      pool,
      `SELECT min(l.longitude) AS west, min(l.latitude) AS south, max(l.longitude) AS east,
              max(l.latitude) AS north
         FROM facility_locations fl JOIN locations l USING (location_ndx)
        WHERE NOT l.exclude_from_map AND ($1::boolean OR l.is_public)`,
      [caller.seesDistrict],
    );
  },

  async items(pool: pg.Pool, query: ItemsQuery, caller: OgcCaller): Promise<ItemsPage> {
    const values = [
      caller.seesDistrict,
      ...bboxValues(query.bbox),
      query.filters.monitoring_location_id ?? null,
      query.filters.facility_type ?? null,
    ];
    const [page, count] = await Promise.all([
      pool.query<FacilityRow>(PAGE_SQL, [...values, query.limit, query.offset]),
      pool.query<{ n: number }>(COUNT_SQL, values),
    ]);
    return { features: page.rows.map(feature), numberMatched: count.rows[0]!.n };
  },

  async item(pool: pg.Pool, featureId: string, caller: OgcCaller): Promise<OgcFeature> {
    const ndx = /^\d{1,9}$/.test(featureId) ? Number(featureId) : undefined;
    const { rows } =
      ndx === undefined
        ? { rows: [] }
        : await pool.query<FacilityRow>(ONE_SQL, [caller.seesDistrict, ndx]);
    if (rows[0]) return feature(rows[0]);
    if (ndx !== undefined && !caller.seesDistrict) {
      const { rows: any } = await pool.query('SELECT 1 FROM facilities WHERE facility_ndx = $1', [
        ndx,
      ]);
      if (any.length > 0) throw new Unauthorized('Sign in to see this facility.');
    }
    throw new NotFound(`No facility ${featureId}.`);
  },
};
