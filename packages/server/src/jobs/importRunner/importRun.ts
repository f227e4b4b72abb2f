import path from 'node:path';
import type pg from 'pg';
import { DISTRICT_TIME_ZONE } from '@headgate/district-clock';
import { fileRecords } from './fileRecords';
import { ImportFileError, importFiles } from './importFiles';
import { readRecord, type LineFormat, type LineReject, type ParsedReading } from './importLines';
import { fileClock, type DaylightOffsetOption } from './readingTime';
import { unitConversion } from './unitConversion';

/** How many rejected lines a run keeps, with their numbers and reasons. */
const KEPT_REJECTS = 100;
const BATCH = 5000;
const DAY_MS = 86_400_000;

interface Configuration {
  import_ndx: number;
  location_ndx: number;
  parameter_ndx: number;
  datasrc_ndx: number;
  retain_days: number;
  history_days: number;
  frequency_minutes: number;
  interval_minutes: number | null;
  apply_daylightsavings_offset: DaylightOffsetOption;
  file_path: string | null;
  file_name: string | null;
  file_fieldcount: number | null;
  file_header_rowcount: number | null;
  column_position_date: number | null;
  column_position_time: number | null;
  column_position_value: number | null;
  delimiter_char: string;
  delimiter_desc: string;
  incoming_unit: string;
  parameter_unit: string;
}

/** What one run did: the counts of the run record and how it ended. */
export interface ImportRunSummary {
  runNdx: number;
  status: 'succeeded' | 'failed';
  files: string[];
  rowsRead: number;
  rowsWritten: number;
  rowsUnchanged: number;
  rowsSkipped: number;
  rowsRejected: number;
  rejects: (LineReject & { file: string })[];
  message: string | null;
}

/** A run that cannot go on: it ends failed with this message. */
class RunFailure extends Error {}

async function readConfiguration(pool: pg.Pool, importNdx: number): Promise<Configuration> {
  const { rows } = await pool.query<Configuration>(
    `SELECT i.import_ndx, i.location_ndx, i.parameter_ndx, i.datasrc_ndx, i.retain_days,
            i.history_days, i.frequency_minutes, i.interval_minutes,
            i.apply_daylightsavings_offset::int AS apply_daylightsavings_offset, i.file_path,
            i.file_name, i.file_fieldcount, i.file_header_rowcount, i.column_position_date,
            i.column_position_time, i.column_position_value, d.delimiter_char, d.delimiter_desc,
            incoming.unit_desc AS incoming_unit, own.unit_desc AS parameter_unit
       FROM import_data_sources i
       JOIN import_delimiters d USING (delimiter_ndx)
       JOIN units incoming ON incoming.unit_ndx = i.unit_ndx
       JOIN parameters p ON p.parameter_ndx = i.parameter_ndx
       JOIN units own ON own.unit_ndx = p.unit_ndx
      WHERE i.import_ndx = $1`,
    [importNdx],
  );
  if (!rows[0]) throw new RunFailure(`Import configuration ${importNdx} does not exist.`);
  return rows[0];
}

function lineFormat(config: Configuration): LineFormat {
  const convert = unitConversion(config.incoming_unit, config.parameter_unit);
  if (!convert) {
    throw new RunFailure(
      `No conversion from ${config.incoming_unit} (the file's units) to ${config.parameter_unit} (the parameter's).`,
    );
  }
  if (!config.column_position_date || !config.column_position_value) {
    throw new RunFailure('The configuration needs the date and value column positions.');
  }
  return {
    delimiter: config.delimiter_char,
    headerRows: config.file_header_rowcount ?? 0,
    fieldCount: config.file_fieldcount,
    dateColumn: config.column_position_date,
    timeColumn: config.column_position_time || null,
    valueColumn: config.column_position_value,
    daylightOffset: config.apply_daylightsavings_offset,
    convert,
  };
}

/**
 * Writes a batch of readings, each timestamp once (the file's last value wins); a reading
 * already stored with the same value is left alone, so a re-run writes nothing. Answers how
 * many rows it inserted or changed.
 */
async function upsertReadings(
  pool: pg.Pool,
  config: Configuration,
  daily: boolean,
  readings: ParsedReading[],
): Promise<number> {
  const byTime = new Map(readings.map((reading) => [reading.at.getTime(), reading.value]));
  const times = [...byTime.keys()].map((ms) => new Date(ms).toISOString());
  const values = [...byTime.values()];
  const table = daily ? 'timeseries_daily' : 'timeseries_15min';
  const key = daily ? 'collect_date' : 'collect_timestamp';
  const keyValue = daily ? `(at AT TIME ZONE '${DISTRICT_TIME_ZONE}')::date` : 'at';
  const { rowCount } = await pool.query(
    `INSERT INTO ${table} (location_ndx, parameter_ndx, ${key}, result_value, datasrc_ndx)
     SELECT DISTINCT ON (${keyValue}) $1, $2, ${keyValue}, value, $5
       FROM unnest($3::timestamptz[], $4::float8[]) AS r(at, value)
      ORDER BY ${keyValue}, at DESC
     ON CONFLICT (location_ndx, parameter_ndx, ${key}) DO UPDATE
        SET result_value = EXCLUDED.result_value, datasrc_ndx = EXCLUDED.datasrc_ndx
      WHERE ${table}.result_value IS DISTINCT FROM EXCLUDED.result_value`,
    [config.location_ndx, config.parameter_ndx, times, values, config.datasrc_ndx],
  );
  return rowCount ?? 0;
}

/**
 * Runs one import configuration now: reads its files, writes the readings of the last
 * `history_days`, deletes those older than `retain_days`, and records the run. A bad line is
 * reported and skipped; a missing file, an unreadable folder or an impossible configuration is a
 * failed run with its message.
 */
export async function runImport(
  pool: pg.Pool,
  importNdx: number,
  { importDir, now = new Date() }: { importDir: string; now?: Date },
): Promise<ImportRunSummary> {
  const { rows } = await pool.query<{ run_ndx: string }>(
    'INSERT INTO import_runs (import_ndx) VALUES ($1) RETURNING run_ndx',
    [importNdx],
  );
  const summary: ImportRunSummary = {
    runNdx: Number(rows[0]!.run_ndx),
    status: 'succeeded',
    files: [],
    rowsRead: 0,
    rowsWritten: 0,
    rowsUnchanged: 0,
    rowsSkipped: 0,
    rowsRejected: 0,
    rejects: [],
    message: null,
  };
  let frequency = 30;
  try {
    const config = await readConfiguration(pool, importNdx);
    frequency = config.frequency_minutes;
    const format = lineFormat(config);
    const daily = (config.interval_minutes ?? 15) >= 1440;
    const oldest = now.getTime() - config.history_days * DAY_MS;
    let files: string[];
    try {
      files = importFiles(importDir, config.file_path, config.file_name);
    } catch (error) {
      if (error instanceof ImportFileError) throw new RunFailure(error.message);
      throw error;
    }
    for (const file of files) {
      const name = path.relative(importDir, file);
      summary.files.push(name);
      let batch: ParsedReading[] = [];
      const flush = async () => {
        if (!batch.length) return;
        const written = await upsertReadings(pool, config, daily, batch);
        summary.rowsWritten += written;
        summary.rowsUnchanged += batch.length - written;
        batch = [];
      };
      // The first field-count problem, and whether any line had the configured fields.
      let firstFieldProblem: string | null = null;
      let someLineFits = false;
      const toInstant = fileClock(format.daylightOffset);
      for await (const records of fileRecords(file, format.delimiter)) {
        for (const record of records) {
          if (record.line <= format.headerRows) continue;
          const reading = readRecord(record, format, toInstant);
          if (reading === null) continue;
          summary.rowsRead += 1;
          if (!('reason' in reading && reading.fieldCount)) someLineFits = true;
          if ('reason' in reading) {
            summary.rowsRejected += 1;
            if (summary.rejects.length < KEPT_REJECTS)
              summary.rejects.push({ file: name, line: record.line, reason: reading.reason });
            if (reading.fieldCount) firstFieldProblem ??= reading.reason;
            continue;
          }
          if (reading.at.getTime() < oldest) {
            summary.rowsSkipped += 1;
            continue;
          }
          batch.push(reading);
          if (batch.length >= BATCH) await flush();
        }
      }
      await flush();
      // Not one line fits the configured fields: the delimiter or field count is wrong.
      if (!someLineFits && firstFieldProblem) {
        throw new RunFailure(
          `No line of "${name}" fits the delimiter (${config.delimiter_desc}) and field count (first line: ${firstFieldProblem}): check the configuration's delimiter and field count.`,
        );
      }
    }
    if (config.retain_days >= 0) {
      const table = daily ? 'timeseries_daily' : 'timeseries_15min';
      const column = daily ? 'collect_date' : 'collect_timestamp';
      await pool.query(
        `DELETE FROM ${table} WHERE location_ndx = $1 AND parameter_ndx = $2 AND ${column} < $3::timestamptz`,
        [
          config.location_ndx,
          config.parameter_ndx,
          new Date(now.getTime() - config.retain_days * DAY_MS),
        ],
      );
    }
    summary.message = `${summary.rowsWritten} written, ${summary.rowsUnchanged} unchanged, ${summary.rowsRejected} rejected`;
  } catch (error) {
    if (!(error instanceof RunFailure) && !(error instanceof Error)) throw error;
    summary.status = 'failed';
    summary.message = error.message;
  }
  await pool.query(
    `UPDATE import_runs SET finished_at = $2, status = $3, files = $4, rows_read = $5,
            rows_written = $6, rows_unchanged = $7, rows_skipped = $8, rows_rejected = $9,
            rejects = $10, message = $11
      WHERE run_ndx = $1`,
    [
      summary.runNdx,
      new Date(),
      summary.status,
      summary.files,
      summary.rowsRead,
      summary.rowsWritten,
      summary.rowsUnchanged,
      summary.rowsSkipped,
      summary.rowsRejected,
      JSON.stringify(summary.rejects),
      summary.message,
    ],
  );
  await pool.query(
    `UPDATE import_data_sources
        SET last_retrieval = $2, next_retrieval = $2::timestamptz + make_interval(mins => $3),
            last_run_status = $4, last_run_message = $5
      WHERE import_ndx = $1`,
    [importNdx, now, frequency, summary.status, summary.message],
  );
  return summary;
}
