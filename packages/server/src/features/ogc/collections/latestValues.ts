import type pg from 'pg';
import { NotFound, Unauthorized } from '../../../core/api/refusals';
import { latestValues as newestReadings } from '../../../core/timeseries';
import { bboxCondition, bboxValues } from '../bbox';
import type { CollectionExtent, ItemsPage, OgcCaller, OgcCollection } from '../collection';
import { districtIso } from '@headgate/district-clock';
import type { OgcFeature } from '../features';
import type { ItemsQuery } from '../itemsQuery';

interface SeriesLocation {
  location_ndx: number;
  location_id: string;
  longitude: number;
  latitude: number;
  is_public: boolean;
}

interface ParameterRow {
  parameter_ndx: number;
  parameter: string;
  unit: string;
}

const PROPERTIES = [
  'monitoring_location_id',
  'parameter',
  'value',
  'unit',
  'time',
  'age_minutes',
] as const;

const LOCATIONS_SQL = `
  SELECT l.location_ndx, l.location_id, l.longitude, l.latitude, l.is_public
    FROM locations l
   WHERE NOT l.exclude_from_map AND ($1::boolean OR l.is_public)
     AND ${bboxCondition(2)}
     AND ($6::text[] IS NULL OR l.location_id = ANY($6::text[]))`;

/** Every series' newest reading at the locations given, as features, in location id order. */
async function latestFeatures(
  pool: pg.Pool,
  locations: SeriesLocation[],
  parameterCodes: string[] | undefined,
): Promise<OgcFeature[]> {
  if (locations.length === 0) return [];
  const byNdx = new Map(locations.map((location) => [location.location_ndx, location]));
  const { rows: parameters } = await pool.query<ParameterRow>(
    'SELECT p.parameter_ndx, p.parameter, u.unit_desc AS unit FROM parameters p JOIN units u USING (unit_ndx)',
  );
  const parameterByNdx = new Map(parameters.map((row) => [row.parameter_ndx, row]));
  const now = Date.now();
  const readings = await newestReadings(pool, { locationNdxs: [...byNdx.keys()] });
  return readings
    .map((reading) => ({
      reading,
      location: byNdx.get(reading.locationNdx)!,
      parameter: parameterByNdx.get(reading.parameterNdx)!,
    }))
    .filter(({ parameter }) => !parameterCodes || parameterCodes.includes(parameter.parameter))
    .sort(
      (a, b) =>
        a.location.location_id.localeCompare(b.location.location_id) ||
        a.parameter.parameter.localeCompare(b.parameter.parameter),
    )
    .map(({ reading, location, parameter }) => ({
      type: 'Feature',
      id: `${location.location_id}~${parameter.parameter}`,
      geometry: { type: 'Point', coordinates: [location.longitude, location.latitude] },
      properties: {
        monitoring_location_id: location.location_id,
        parameter: parameter.parameter,
        value: reading.value,
        unit: parameter.unit,
        time: districtIso(reading.collectTimestamp),
        age_minutes: Math.floor((now - reading.collectTimestamp.getTime()) / 60_000),
      },
    }));
}

/** The newest 15-minute reading of every series, with how old it is. */
export const latestValues: OgcCollection = {
  id: 'latest-values',
  title: 'Latest values',
  description:
    'The newest 15-minute reading of every location and parameter the caller sees, with its ' +
    'age in minutes when answered.',
  properties: PROPERTIES,
  filters: ['monitoring_location_id', 'parameter'],
  paging: 'offset',

  async extent(pool: pg.Pool, caller: OgcCaller): Promise<CollectionExtent> {
    const { rows } = await pool.query<SeriesLocation>(LOCATIONS_SQL, [
      caller.seesDistrict,
      ...bboxValues(undefined),
      null,
    ]);
    const longitudes = rows.map((row) => row.longitude);
    const latitudes = rows.map((row) => row.latitude);
    return {
      bbox:
        rows.length === 0
          ? null
          : [
              Math.min(...longitudes),
              Math.min(...latitudes),
              Math.max(...longitudes),
              Math.max(...latitudes),
            ],
      interval: [null, null],
    };
  },

  async items(pool: pg.Pool, query: ItemsQuery, caller: OgcCaller): Promise<ItemsPage> {
    const { rows } = await pool.query<SeriesLocation>(LOCATIONS_SQL, [
      caller.seesDistrict,
      ...bboxValues(query.bbox),
      query.filters.monitoring_location_id ?? null,
    ]);
    const all = await latestFeatures(pool, rows, query.filters.parameter);
    return {
      features: all.slice(query.offset, query.offset + query.limit),
      numberMatched: all.length,
    };
  },

  async item(pool: pg.Pool, featureId: string, caller: OgcCaller): Promise<OgcFeature> {
    const [locationId, parameter] = featureId.split('~');
    const { rows } = await pool.query<SeriesLocation>(
      `SELECT location_ndx, location_id, longitude, latitude, is_public FROM locations
        WHERE location_id = $1 AND NOT exclude_from_map`,
      [locationId],
    );
    const found = parameter === undefined ? [] : await latestFeatures(pool, rows, [parameter]);
    if (!found[0]) throw new NotFound(`No latest value ${featureId}.`);
    if (!rows[0]!.is_public && !caller.seesDistrict) {
      throw new Unauthorized('Sign in to see this district station’s readings.');
    }
    return found[0];
  },
};
