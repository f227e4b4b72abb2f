import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { TZDate } from '@date-fns/tz';
import { DISTRICT_TIME_ZONE } from '@headgate/district-clock';
import { insertWithIds } from './insertRows';
import { DATA_SOURCE, DELIMITER, PARAMETER, UNIT } from './referenceLists';

const STEP_MS = 15 * 60_000;
const DAYS = 3;
const pad = (n: number) => String(n).padStart(2, '0');

/** A logger's file: a header, then a line per 15 minutes of the last days before `now`. */
function loggerFile(
  now: Date,
  header: string,
  line: (local: TZDate, index: number) => string,
  clock: (at: Date) => TZDate,
): string {
  const lines = [header];
  const first = now.getTime() - DAYS * 86_400_000;
  for (let at = first, index = 0; at <= now.getTime(); at += STEP_MS, index += 1) {
    lines.push(line(clock(new Date(at)), index));
  }
  return `${lines.join('\n')}\n`;
}

const districtClock = (at: Date) => new TZDate(at.getTime(), DISTRICT_TIME_ZONE);
// The well's logger never changes its clock: Mountain Standard Time all year (UTC−7).
const standardClock = (at: Date) => new TZDate(at.getTime(), '-07:00');

/**
 * The demo's two import configurations and the files they read, written under `importDir`: the
 * Lupton Bottoms inlet's flow in a comma-separated file on the district's clock, and a well's
 * level in metres in a tab-separated file kept on standard time (daylight option 1), so
 * `npm start` shows real runs of both.
 */
export async function insertImportSamples(
  client: pg.ClientBase,
  importDir: string,
  now: Date,
): Promise<void> {
  const folder = path.join(importDir, 'demo');
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(
    path.join(folder, 'lupton-inlet.csv'),
    loggerFile(
      now,
      'Date,Time,Flow (cfs)',
      (local, index) =>
        `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())},${pad(local.getHours())}:${pad(local.getMinutes())},${(60 + 8 * Math.sin(index / 12)).toFixed(2)}`,
      districtClock,
    ),
  );
  fs.writeFileSync(
    path.join(folder, 'fort-lupton-well-1.txt'),
    loggerFile(
      now,
      'Date\tTime\tLevel (m)',
      (local, index) =>
        `${pad(local.getMonth() + 1)}/${pad(local.getDate())}/${local.getFullYear()}\t${pad(local.getHours())}:${pad(local.getMinutes())}\t${(5.2 + 0.3 * Math.cos(index / 20)).toFixed(3)}`,
      standardClock,
    ),
  );
  await insertWithIds(
    client,
    'import_data_sources',
    [
      'import_ndx',
      'location_ndx',
      'parameter_ndx',
      'unit_ndx',
      'datasrc_ndx',
      'delimiter_ndx',
      'apply_daylightsavings_offset',
      'file_path',
      'file_name',
      'file_fieldcount',
      'file_header_rowcount',
      'column_position_date',
      'column_position_time',
      'column_position_value',
      'interval_minutes',
      'history_days',
      'source_site_id',
      'notes',
    ],
    [
      [
        1,
        2,
        PARAMETER.flow,
        UNIT.cfs,
        DATA_SOURCE.districtTelemetry,
        DELIMITER.comma,
        0,
        'demo',
        'lupton-*.csv',
        3,
        1,
        1,
        2,
        3,
        15,
        20,
        'LBR-IN',
        'Demo: the inlet logger, comma-separated, district clock.',
      ],
      [
        2,
        11,
        PARAMETER.waterLevel,
        UNIT.metres,
        DATA_SOURCE.districtTelemetry,
        DELIMITER.tab,
        1,
        'demo',
        'fort-lupton-well-1.txt',
        3,
        1,
        1,
        2,
        3,
        15,
        20,
        'FLW-1',
        'Demo: a well logger in metres on standard time all year.',
      ],
    ],
    'import_ndx',
  );
}
