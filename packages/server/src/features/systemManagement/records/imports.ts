import type * as z from 'zod';
import {
  importsRecord,
  minutesOf,
  type importConfigurationBodySchema,
  minutesText,
  type ImportConfiguration,
} from '@headgate/contracts';
import { deleteRow, insertRow, updateRow } from './columnWrites';
import type { Queryable, RecordDefinition } from './recordRoutes';

type ImportBody = z.output<typeof importConfigurationBodySchema>;

const utc = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const IMPORTS_SQL = `
  SELECT i.import_ndx, i.enabled, i.run_now, i.frequency_minutes, i.retain_days, i.history_days,
         i.apply_daylightsavings_offset::int AS apply_daylightsavings_offset,
         i.location_ndx, l.location_name, i.parameter_ndx, p.parameter_name, i.unit_ndx,
         u.unit_desc, i.datasrc_ndx, s.data_source, i.source_site_id, i.source_site_metadata,
         i.interval_minutes, i.interval_metadata, i.file_path, i.file_name, i.file_fieldcount,
         i.file_header_rowcount, i.delimiter_ndx, d.delimiter_desc, i.column_position_date,
         i.column_position_time, i.column_position_value, i.notes,
         ${utc('i.last_retrieval')} AS last_retrieval, ${utc('i.next_retrieval')} AS next_retrieval,
         i.last_run_status, i.last_run_message
    FROM import_data_sources i
    JOIN locations l ON l.location_ndx = i.location_ndx
    JOIN parameters p ON p.parameter_ndx = i.parameter_ndx
    JOIN units u ON u.unit_ndx = i.unit_ndx
    JOIN data_sources s ON s.datasrc_ndx = i.datasrc_ndx
    JOIN import_delimiters d ON d.delimiter_ndx = i.delimiter_ndx`;

type StoredImport = Omit<ImportConfiguration, 'frequency' | 'interval_period'> & {
  frequency_minutes: number;
  interval_minutes: number | null;
};

/** Minutes are stored as numbers and travel as text ('30 minutes', spec §5). */
function asConfiguration({ frequency_minutes, interval_minutes, ...row }: StoredImport) {
  return {
    ...row,
    frequency: minutesText(frequency_minutes),
    interval_period: interval_minutes === null ? null : minutesText(interval_minutes),
  };
}

function importColumns({ frequency, interval_period, ...body }: ImportBody) {
  return {
    ...body,
    frequency_minutes: minutesOf(frequency),
    interval_minutes: interval_period === null ? null : minutesOf(interval_period),
  };
}

async function readImports(db: Queryable, where = '', values: unknown[] = []) {
  const { rows } = await db.query<StoredImport>(
    `${IMPORTS_SQL} ${where} ORDER BY i.import_ndx`,
    values,
  );
  return rows.map(asConfiguration);
}

export const importRecords: RecordDefinition<ImportBody, ImportConfiguration> = {
  ...importsRecord,
  list: (db) => readImports(db),
  read: async (db, id) => (await readImports(db, 'WHERE i.import_ndx = $1', [id]))[0] ?? null,
  create: (client, body) =>
    insertRow(client, 'import_data_sources', 'import_ndx', importColumns(body)),
  update: (client, id, body) =>
    updateRow(client, 'import_data_sources', 'import_ndx', id, importColumns(body)),
  remove: (client, id) => deleteRow(client, 'import_data_sources', 'import_ndx', id),
};
