import type pg from 'pg';
import type * as z from 'zod';
import {
  facilitiesRecord,
  locationsRecord,
  type facilityBodySchema,
  type FacilityRecord,
  type locationBodySchema,
  type LocationRecord,
} from '@headgate/contracts';
import { deleteRow, insertRow, updateRow } from './columnWrites';
import type { Queryable, RecordDefinition } from './recordRoutes';
import { Conflict } from '../../../core/api/refusals';

type LocationBody = z.output<typeof locationBodySchema>;
type FacilityBody = z.output<typeof facilityBodySchema>;

const LOCATIONS_SQL = `
  SELECT l.location_ndx, l.location_id, l.location_display_label, l.location_name,
         l.location_type_ndx, t.location_type_desc, l.waterbody_ndx, w.waterbody_name,
         l.legend_color, l.display_order, l.latitude, l.longitude, l.notes, l.exclude_from_map,
         l.linked_excel_include, l.is_public,
         ARRAY(SELECT parameter_ndx FROM location_parameters lp
                WHERE lp.location_ndx = l.location_ndx ORDER BY parameter_ndx) AS assoc_parameter_ndx,
         ARRAY(SELECT facility_ndx FROM facility_locations fl
                WHERE fl.location_ndx = l.location_ndx ORDER BY facility_ndx) AS facility_ndx_array
    FROM locations l
    JOIN location_types t USING (location_type_ndx)
    LEFT JOIN waterbodies w ON w.waterbody_ndx = l.waterbody_ndx`;

/**
 * New ids are the next after the largest: ids are plain integers here (the demo and the
 * district's data bring their own), so creations take a lock that serialises them.
 */
async function nextId(client: pg.PoolClient, table: string, key: string): Promise<number> {
  await client.query(`LOCK TABLE ${table} IN SHARE ROW EXCLUSIVE MODE`);
  const { rows } = await client.query<{ id: number }>(
    `SELECT COALESCE(max(${key}), 0) + 1 AS id FROM ${table}`,
  );
  return rows[0]!.id;
}

/** Stores a location's parameters; refuses to drop one an alert or an import still watches. */
async function storeParameters(client: pg.PoolClient, id: number, parameters: number[]) {
  const { rows: watched } = await client.query<{ parameter_ndx: number; used_by: string }>(
    `SELECT parameter_ndx, 'alert ' || alert_request_ndx AS used_by FROM alert_requests
      WHERE location_ndx = $1 AND NOT parameter_ndx = ANY($2::int[])`,
    [id, parameters],
  );
  if (watched.length) {
    throw new Conflict(
      'in_use',
      `Parameter ${watched[0]!.parameter_ndx} cannot be removed from this location: used by ${watched.map((row) => row.used_by).join(', ')}.`,
    );
  }
  await client.query(
    'DELETE FROM location_parameters WHERE location_ndx = $1 AND NOT parameter_ndx = ANY($2::int[])',
    [id, parameters],
  );
  await client.query(
    `INSERT INTO location_parameters (location_ndx, parameter_ndx)
     SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
    [id, parameters],
  );
}

/** What keeps a location from being deleted: its readings, alerts and imports. */
async function locationUses(client: pg.PoolClient, id: number): Promise<string[]> {
  const { rows } = await client.query<{ readings: number; alerts: number; imports: number }>(
    `SELECT (SELECT count(*) FROM timeseries_15min WHERE location_ndx = $1)
          + (SELECT count(*) FROM timeseries_daily WHERE location_ndx = $1) AS readings,
            (SELECT count(*) FROM alert_requests WHERE location_ndx = $1) AS alerts,
            (SELECT count(*) FROM import_data_sources WHERE location_ndx = $1) AS imports`,
    [id],
  );
  const { readings, alerts, imports } = rows[0]!;
  const count = (n: number, noun: string) =>
    Number(n) > 0
      ? [`${Number(n).toLocaleString('en-US')} ${noun}${Number(n) === 1 ? '' : 's'}`]
      : [];
  return [...count(readings, 'reading'), ...count(alerts, 'alert'), ...count(imports, 'import')];
}

const readLocation = async (db: Queryable, id: number) =>
  (await db.query<LocationRecord>(`${LOCATIONS_SQL} WHERE l.location_ndx = $1`, [id])).rows[0] ??
  null;

export const locationRecords: RecordDefinition<LocationBody, LocationRecord> = {
  ...locationsRecord,
  list: async (db) =>
    (await db.query<LocationRecord>(`${LOCATIONS_SQL} ORDER BY l.display_order, l.location_name`))
      .rows,
  read: readLocation,
  async create(client, { assoc_parameter_ndx: parameters, ...columns }) {
    const id = await nextId(client, 'locations', 'location_ndx');
    await insertRow(client, 'locations', 'location_ndx', { location_ndx: id, ...columns });
    await storeParameters(client, id, parameters);
    return id;
  },
  async update(client, id, { assoc_parameter_ndx: parameters, ...columns }) {
    await updateRow(client, 'locations', 'location_ndx', id, columns);
    await storeParameters(client, id, parameters);
  },
  async remove(client, id) {
    const uses = await locationUses(client, id);
    if (uses.length) {
      const location = await readLocation(client, id);
      throw new Conflict(
        'in_use',
        `${location?.location_name ?? `Location ${id}`} cannot be deleted: it has ${uses.join(', ')}. Hide it from the map instead, or remove those first.`,
      );
    }
    await deleteRow(client, 'locations', 'location_ndx', id);
  },
};

const FACILITIES_SQL = `
  SELECT f.facility_ndx, f.facility, f.facility_name, f.facility_type_ndx, t.facility_type_desc,
         f.display_order, f.axis2_min, f.axis2_max
    FROM facilities f JOIN facility_types t USING (facility_type_ndx)`;

/** The abbreviation is optional in the form but not in the database: the name stands in. */
const facilityColumns = (body: FacilityBody) => ({
  ...body,
  facility: body.facility ?? body.facility_name,
});

export const facilityRecords: RecordDefinition<FacilityBody, FacilityRecord> = {
  ...facilitiesRecord,
  list: async (db) =>
    (await db.query<FacilityRecord>(`${FACILITIES_SQL} ORDER BY f.display_order, f.facility_name`))
      .rows,
  read: async (db, id) =>
    (await db.query<FacilityRecord>(`${FACILITIES_SQL} WHERE f.facility_ndx = $1`, [id])).rows[0] ??
    null,
  async create(client, body) {
    const id = await nextId(client, 'facilities', 'facility_ndx');
    return insertRow(client, 'facilities', 'facility_ndx', {
      facility_ndx: id,
      ...facilityColumns(body),
    });
  },
  update: (client, id, body) =>
    updateRow(client, 'facilities', 'facility_ndx', id, facilityColumns(body)),
  // A facility groups locations; deleting it removes the grouping, never a location or reading.
  remove: (client, id) => deleteRow(client, 'facilities', 'facility_ndx', id),
};
