import type pg from 'pg';
import { NotFound, Unauthorized } from '../../../core/api/refusals';
import { periodsOfRecord } from '../../../core/timeseries';
import { bboxCondition, bboxValues } from '../bbox';
import type { CollectionExtent, ItemsPage, OgcCaller, OgcCollection } from '../collection';
import { districtIso } from '@headgate/district-clock';
import type { OgcFeature } from '../features';
import type { ItemsQuery } from '../itemsQuery';
import { spatialExtent } from '../spatialExtent';

interface LocationRow {
  location_ndx: number;
  location_id: string;
  location_name: string;
  location_type: string;
  water_body: string | null;
  huc12_name: string | null;
  county_name: string | null;
  longitude: number;
  latitude: number;
  is_public: boolean;
  parameters: string[];
  facilities: string[];
}

const PROPERTIES = [
  'monitoring_location_id',
  'name',
  'location_type',
  'water_body',
  'huc12_name',
  'county_name',
  'facilities',
  'parameters',
  'period_of_record_begin',
  'period_of_record_end',
  'public',
] as const;

/** The locations a caller sees on the map: public ones, or every one once signed in. */
const VISIBLE = 'NOT l.exclude_from_map AND ($1::boolean OR l.is_public)';

const SELECT = `
  SELECT l.location_ndx, l.location_id, l.location_name, t.location_type_desc AS location_type,
         w.waterbody_name AS water_body, l.huc12_name, l.county_name, l.longitude, l.latitude,
         l.is_public, measured.parameters, linked.facilities
    FROM locations l
    JOIN location_types t USING (location_type_ndx)
    LEFT JOIN waterbodies w USING (waterbody_ndx)
    CROSS JOIN LATERAL (
      SELECT coalesce(array_agg(p.parameter ORDER BY p.parameter), '{}') AS parameters
        FROM location_parameters lp JOIN parameters p USING (parameter_ndx)
       WHERE lp.location_ndx = l.location_ndx
    ) measured
    CROSS JOIN LATERAL (
      SELECT coalesce(array_agg(f.facility_name ORDER BY f.display_order, f.facility_ndx), '{}') AS facilities
        FROM facility_locations fl JOIN facilities f USING (facility_ndx)
       WHERE fl.location_ndx = l.location_ndx
    ) linked`;

const MATCHING = `${VISIBLE}
     AND ${bboxCondition(2)}
     AND ($6::text[] IS NULL OR l.location_id = ANY($6::text[]))
     AND ($7::text[] IS NULL OR measured.parameters && $7::text[])`;

const PAGE_SQL = `${SELECT} WHERE ${MATCHING} ORDER BY l.location_id LIMIT $8 OFFSET $9`;
const COUNT_SQL = `SELECT count(*)::int AS n FROM (${SELECT} WHERE ${MATCHING}) matching`;
const ONE_SQL = `${SELECT} WHERE l.location_id = $1 AND NOT l.exclude_from_map`;
const EXTENT_SQL = `
  SELECT min(l.longitude) AS west, min(l.latitude) AS south, max(l.longitude) AS east,
         max(l.latitude) AS north
    FROM locations l WHERE ${VISIBLE}`;

/** Each location's first and last reading over all its series. */
async function periodsByLocation(pool: pg.Pool): Promise<Map<number, { first: Date; last: Date }>> {
  const periods = new Map<number, { first: Date; last: Date }>();
  for (const series of await periodsOfRecord(pool)) {
    const known = periods.get(series.locationNdx);
    periods.set(series.locationNdx, {
      first: known && known.first < series.first ? known.first : series.first,
      last: known && known.last > series.last ? known.last : series.last,
    });
  }
  return periods;
}

function feature(row: LocationRow, period: { first: Date; last: Date } | undefined): OgcFeature {
  return {
    type: 'Feature',
    id: row.location_id,
    geometry: { type: 'Point', coordinates: [row.longitude, row.latitude] },
    properties: {
      monitoring_location_id: row.location_id,
      name: row.location_name,
      location_type: row.location_type,
      water_body: row.water_body,
      huc12_name: row.huc12_name,
      county_name: row.county_name,
      facilities: row.facilities,
      parameters: row.parameters,
      period_of_record_begin: period ? districtIso(period.first) : null,
      period_of_record_end: period ? districtIso(period.last) : null,
      public: row.is_public,
    },
  };
}

/** The district's monitoring locations: points with what they measure and since when. */
export const monitoringLocations: OgcCollection = {
  id: 'monitoring-locations',
  title: 'Monitoring locations',
  description:
    'Stream gages, wells, reservoirs and diversions the district monitors, with the parameters ' +
    'each records, its facilities and its period of record. Anonymous callers see the public ' +
    'locations of the map; signed-in callers also see the district stations.',
  properties: PROPERTIES,
  filters: ['monitoring_location_id', 'parameter'],
  paging: 'offset',

  extent(pool: pg.Pool, caller: OgcCaller): Promise<CollectionExtent> {
    return spatialExtent(pool, EXTENT_SQL, [caller.seesDistrict]);
  },

  async items(pool: pg.Pool, query: ItemsQuery, caller: OgcCaller): Promise<ItemsPage> {
    const values = [
      caller.seesDistrict,
      ...bboxValues(query.bbox),
      query.filters.monitoring_location_id ?? null,
      query.filters.parameter ?? null,
    ];
    const [page, count, periods] = await Promise.all([
      pool.query<LocationRow>(PAGE_SQL, [...values, query.limit, query.offset]),
      pool.query<{ n: number }>(COUNT_SQL, values),
      periodsByLocation(pool),
    ]);
    return {
      features: page.rows.map((row) => feature(row, periods.get(row.location_ndx))),
      numberMatched: count.rows[0]!.n,
    };
  },

  async item(pool: pg.Pool, featureId: string, caller: OgcCaller): Promise<OgcFeature> {
    const { rows } = await pool.query<LocationRow>(ONE_SQL, [featureId]);
    const row = rows[0];
    if (!row) throw new NotFound(`No monitoring location ${featureId}.`);
    if (!row.is_public && !caller.seesDistrict) {
      throw new Unauthorized('Sign in to see this district station.');
    }
    const periods = await periodsByLocation(pool);
    return feature(row, periods.get(row.location_ndx));
  },
};
