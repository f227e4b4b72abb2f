import path from 'node:path';
import type pg from 'pg';
import { DISTRICT_TIME_ZONE } from '@headgate/district-clock';
import { inTransaction } from '../../../core/database/inTransaction';
import { isDatabaseUnreachable } from '../../../core/database/databaseUnreachable';
import { importFile, openImportFile, type FileTally, type OpenFile } from './importFile';
import { importFiles } from './importFiles';
import type { LineFormat, ParsedReading } from './importLines';
import { serverName } from '../../../core/lifecycle/serverName';
import { RunInterrupted } from './interruptedRuns';
import type { DaylightOffsetOption } from './readingTime';
import { runRecord, type ImportRunSummary } from './runRecord';
import { unitConversion } from './unitConversion';

/** How many rejected lines a run keeps, with their numbers and reasons. */
const KEPT_REJECTS = 100;
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
  client: pg.PoolClient,
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
  const { rowCount } = await client.query(
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

/** The summary with one more file's counts and kept rejects. */
function withFile(summary: ImportRunSummary, name: string, tally: FileTally): ImportRunSummary {
  return {
    ...summary,
    files: [...summary.files, name],
    rowsRead: summary.rowsRead + tally.rowsRead,
    rowsWritten: summary.rowsWritten + tally.rowsWritten,
    rowsUnchanged: summary.rowsUnchanged + tally.rowsUnchanged,
    rowsSkipped: summary.rowsSkipped + tally.rowsSkipped,
    rowsRejected: summary.rowsRejected + tally.rowsRejected,
    rejects: [...summary.rejects, ...tally.rejects.map((reject) => ({ file: name, ...reject }))],
  };
}

/** Deletes the series' readings older than `retain_days` before `now`, when it keeps a limit. */
async function deleteBeyondRetention(
  client: pg.PoolClient,
  config: Configuration,
  daily: boolean,
  now: Date,
): Promise<void> {
  if (config.retain_days < 0) return;
  const table = daily ? 'timeseries_daily' : 'timeseries_15min';
  const column = daily ? 'collect_date' : 'collect_timestamp';
  await client.query(
    `DELETE FROM ${table} WHERE location_ndx = $1 AND parameter_ndx = $2 AND ${column} < $3::timestamptz`,
    [
      config.location_ndx,
      config.parameter_ndx,
      new Date(now.getTime() - config.retain_days * DAY_MS),
    ],
  );
}

export interface RunImportOptions {
  importDir: string;
  now?: Date;
  /** Opens each file (tests: one that fails midway as a disk can). */
  openFile?: OpenFile;
  /** The server the run is recorded as ran by: this one unless told (`serverName`). */
  server?: string;
}

/** How a run's work ended, and what its end writes with its record. */
interface RunEnd {
  summary: ImportRunSummary;
  frequencyMinutes: number;
  /** Deletes the readings beyond the retain window; only a run that succeeded does. */
  retention?: (client: pg.PoolClient) => Promise<void>;
}

/**
 * The run's work: each file stored whole, in its own transaction. A failure the run can name
 * ends it failed, with the files stored before it kept; a database that cannot be reached is
 * thrown.
 */
async function storeFiles(
  pool: pg.Pool,
  importNdx: number,
  started: ImportRunSummary,
  { importDir, now, openFile }: Required<Omit<RunImportOptions, 'server'>>,
): Promise<RunEnd> {
  let summary = started;
  let frequencyMinutes = 30;
  try {
    const config = await readConfiguration(pool, importNdx);
    frequencyMinutes = config.frequency_minutes;
    const format = lineFormat(config);
    const daily = (config.interval_minutes ?? 15) >= 1440;
    const oldest = now.getTime() - config.history_days * DAY_MS;
    for (const file of importFiles(importDir, config.file_path, config.file_name)) {
      const name = path.relative(importDir, file);
      const before = summary;
      const tally = await importFile(pool, {
        file,
        name,
        openFile,
        format,
        oldest,
        rejectRoom: KEPT_REJECTS - before.rejects.length,
        write: (client, readings) => upsertReadings(client, config, daily, readings),
        record: (client, fileTally) =>
          runRecord.progress(client, withFile(before, name, fileTally)),
      });
      summary = withFile(before, name, tally);
      // Not one line fits the configured fields: the delimiter or field count is wrong.
      if (!tally.someLineFits && tally.firstFieldProblem) {
        throw new RunFailure(
          `No line of "${name}" fits the delimiter (${config.delimiter_desc}) and field count (first line: ${tally.firstFieldProblem}): check the configuration's delimiter and field count.`,
        );
      }
    }
    const message = `${summary.rowsWritten} written, ${summary.rowsUnchanged} unchanged, ${summary.rowsRejected} rejected`;
    return {
      summary: { ...summary, message },
      frequencyMinutes,
      retention: (client) => deleteBeyondRetention(client, config, daily, now),
    };
  } catch (error) {
    if (isDatabaseUnreachable(error) || !(error instanceof Error)) throw error;
    return { summary: { ...summary, status: 'failed', message: error.message }, frequencyMinutes };
  }
}

/**
 * Runs one import configuration now: reads its files, writes the readings of the last
 * `history_days`, deletes those older than `retain_days`, and records the run. Each file is
 * written whole or not at all, in one transaction with its run record's counts. A bad line is
 * reported and skipped; a missing file, an unreadable folder or file, or an impossible
 * configuration is a failed run with its message. A database that goes away midway throws
 * `RunInterrupted`, for the jobs to run the import again once it is back.
 */
export async function runImport(
  pool: pg.Pool,
  importNdx: number,
  {
    importDir,
    now = new Date(),
    openFile = openImportFile,
    server = serverName(),
  }: RunImportOptions,
): Promise<ImportRunSummary> {
  let runNdx: number | null = null;
  try {
    const started = await runRecord.start(pool, importNdx, server);
    runNdx = started.runNdx;
    const end = await storeFiles(pool, importNdx, started, { importDir, now, openFile });
    await inTransaction(pool, async (client) => {
      await end.retention?.(client);
      await runRecord.finish(client, end.summary, importNdx, {
        now,
        frequencyMinutes: end.frequencyMinutes,
      });
    });
    return end.summary;
  } catch (error) {
    if (isDatabaseUnreachable(error)) throw new RunInterrupted(importNdx, runNdx, error);
    throw error;
  }
}
