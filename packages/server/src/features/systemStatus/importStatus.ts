import type pg from 'pg';
import { IMPORT_OVERDUE_FACTOR, type ImportStatus } from '@headgate/contracts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

// The frequency is the shortest of the source's enabled imports, as the metrics' series
// `headgate_import_frequency_seconds`; overdue is the shipped alert rule on those series.
const IMPORTS_SQL = `
  WITH sources AS (
    SELECT d.data_source,
           max(r.finished_at) FILTER (WHERE r.status = 'succeeded') AS last_success,
           max(r.finished_at) FILTER (WHERE r.status = 'failed') AS last_failure,
           max(r.started_at) AS last_run,
           min(i.frequency_minutes) FILTER (WHERE i.enabled) AS frequency_minutes
      FROM import_data_sources i
      JOIN data_sources d USING (datasrc_ndx)
      LEFT JOIN import_runs r ON r.import_ndx = i.import_ndx
     GROUP BY d.data_source
  )
  SELECT data_source, last_success, last_failure, frequency_minutes,
         last_run + make_interval(mins => frequency_minutes) AS next_due,
         coalesce(now() - last_success > make_interval(mins => frequency_minutes * $1), false) AS overdue
    FROM sources
   ORDER BY data_source`;

/** Each data source's imports: last success and failure, frequency, next due, overdue. */
export async function importStatus(pool: pg.Pool): Promise<ImportStatus[]> {
  const { rows } = await pool.query<{
    data_source: string;
    last_success: Date | null;
    last_failure: Date | null;
    frequency_minutes: number | null;
    next_due: Date | null;
    overdue: boolean;
  }>(IMPORTS_SQL, [IMPORT_OVERDUE_FACTOR]);
  return rows.map((row) => ({
    dataSource: row.data_source,
    lastSuccessAt: iso(row.last_success),
    lastFailureAt: iso(row.last_failure),
    frequencyMinutes: row.frequency_minutes,
    nextDueAt: iso(row.next_due),
    overdue: row.overdue,
  }));
}
