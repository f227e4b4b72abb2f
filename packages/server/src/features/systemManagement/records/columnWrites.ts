import type pg from 'pg';

// Table and key names here come from the code, never from a request; values are parameters.

/**
 * The tables the record routes write, each with its key and the columns a write may set: the
 * form's fields as stored. A column name is written into the SQL, so only these are: the routes'
 * schemas drop unknown keys, and this list still holds if one of them ever lets one through.
 */
const WRITABLE_TABLES = {
  locations: {
    key: 'location_ndx',
    columns: [
      'location_id',
      'location_display_label',
      'location_name',
      'location_type_ndx',
      'waterbody_ndx',
      'legend_color',
      'display_order',
      'latitude',
      'longitude',
      'notes',
      'exclude_from_map',
      'linked_excel_include',
      'is_public',
    ],
  },
  facilities: {
    key: 'facility_ndx',
    columns: [
      'facility',
      'facility_name',
      'facility_type_ndx',
      'display_order',
      'axis2_min',
      'axis2_max',
    ],
  },
  alert_requests: {
    key: 'alert_request_ndx',
    columns: [
      'enabled',
      'alert_type_ndx',
      'location_ndx',
      'parameter_ndx',
      'trigger_value',
      'reset_hours',
      'send_to_contact_ndx',
      'send_to_group_ndx',
      'custom_subject',
      'custom_loc_name',
      'notes',
    ],
  },
  contacts: {
    key: 'contact_ndx',
    columns: ['contact_address', 'contact_name', 'contact_org', 'remark'],
  },
  contact_groups: { key: 'group_ndx', columns: ['group_desc', 'remark'] },
  import_data_sources: {
    key: 'import_ndx',
    columns: [
      'enabled',
      'run_now',
      'frequency_minutes',
      'retain_days',
      'history_days',
      'apply_daylightsavings_offset',
      'location_ndx',
      'parameter_ndx',
      'unit_ndx',
      'datasrc_ndx',
      'source_site_id',
      'source_site_metadata',
      'interval_minutes',
      'interval_metadata',
      'file_path',
      'file_name',
      'file_fieldcount',
      'file_header_rowcount',
      'delimiter_ndx',
      'column_position_date',
      'column_position_time',
      'column_position_value',
      'notes',
      'last_retrieval',
      'next_retrieval',
    ],
  },
} as const satisfies Record<string, { key: string; columns: readonly string[] }>;

/** A table the record routes write. */
export type WritableTable = keyof typeof WRITABLE_TABLES;
/** The key column of `table`. */
type KeyOf<Table extends WritableTable> = (typeof WRITABLE_TABLES)[Table]['key'];

/**
 * The columns of `values`, each one `table` lets a write set (its key too when `withKey`, as a
 * creation with a chosen id does); throws naming the first that is not.
 */
function writableColumns(
  table: WritableTable,
  values: Record<string, unknown>,
  { withKey }: { withKey: boolean },
): string[] {
  const { key, columns: allowed } = WRITABLE_TABLES[table];
  const columns = Object.keys(values);
  const refused = columns.find(
    (column) => !(allowed as readonly string[]).includes(column) && !(withKey && column === key),
  );
  if (refused !== undefined) {
    throw new Error(`${table} has no column ${JSON.stringify(refused)} a record may write.`);
  }
  return columns;
}

/** Inserts one row of `values` into `table` and returns its `key`. */
export async function insertRow<Table extends WritableTable>(
  client: pg.PoolClient,
  table: Table,
  key: KeyOf<Table>,
  values: Record<string, unknown>,
): Promise<number> {
  const columns = writableColumns(table, values, { withKey: true });
  const { rows } = await client.query<Record<string, number>>(
    `INSERT INTO ${table} (${columns.join(', ')})
     VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING ${key}`,
    Object.values(values),
  );
  return rows[0]![key]!;
}

/** Sets `values` on the row of `table` whose `key` is `id`. */
export async function updateRow<Table extends WritableTable>(
  client: pg.PoolClient,
  table: Table,
  key: KeyOf<Table>,
  id: number,
  values: Record<string, unknown>,
): Promise<void> {
  const columns = writableColumns(table, values, { withKey: false });
  await client.query(
    `UPDATE ${table} SET ${columns.map((column, index) => `${column} = $${index + 2}`).join(', ')}
      WHERE ${key} = $1`,
    [id, ...Object.values(values)],
  );
}

/** Deletes the row of `table` whose `key` is `id`. */
export async function deleteRow<Table extends WritableTable>(
  client: pg.PoolClient,
  table: Table,
  key: KeyOf<Table>,
  id: number,
): Promise<void> {
  await client.query(`DELETE FROM ${table} WHERE ${key} = $1`, [id]);
}
