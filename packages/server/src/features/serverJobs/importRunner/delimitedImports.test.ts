import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useTestApi } from '../../../core/api/testing/apiFixture';
import { DRIVERS } from '../../../core/database/testing/testDatabases';
import { LOCATION } from '../../facilityPages/drillDown/testing/facilityFixture';
import { configureImport, insertJobsFixture } from '../testing/jobsFixture';
import { runImport } from './importRun';

jest.setTimeout(60_000);

const NOW = new Date('2026-11-20T12:00:00Z');
const importDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-imports-'));
fs.mkdirSync(path.join(importDir, 'gages'));
afterAll(() => fs.rmSync(importDir, { recursive: true, force: true }));

const QUOTE_PROBLEM =
  'its quotes do not pair up (a quoted field ends with a quote just before a delimiter or the end of the line; a quote inside one is written "")';
/** Mountain Standard Time on 2026-11-19: local 10:00 is 17:00Z. */
const at = (utcTime: string) => `2026-11-19T${utcTime}:00.000Z`;

describe.each(DRIVERS)('imports of quoted delimited files on %s', (driver) => {
  const api = useTestApi(driver, insertJobsFixture);
  const pool = () => api.db.pool;
  const stored = async () =>
    (
      await pool().query<{ at: Date; value: number }>(
        `SELECT collect_timestamp AS at, result_value AS value FROM timeseries_15min
          WHERE location_ndx = ${LOCATION.spare} ORDER BY collect_timestamp`,
      )
    ).rows.map((row) => [row.at.toISOString(), row.value]);
  beforeEach(() =>
    pool().query(`DELETE FROM timeseries_15min WHERE location_ndx = ${LOCATION.spare}`),
  );
  /** Writes `lines` as `gages/<name>` and runs an import of it with `overrides`. */
  const importFile = async (
    name: string,
    lines: string[],
    overrides: Record<string, unknown> = {},
    newline = '\n',
  ) => {
    const file = `${name}-${driver}.csv`;
    fs.writeFileSync(path.join(importDir, 'gages', file), lines.join(newline));
    return runImport(pool(), await configureImport(pool(), file, overrides), {
      importDir,
      now: NOW,
    });
  };

  it('puts each value in its column when quoted fields hold commas, quotes and line breaks', async () => {
    const run = await importFile(
      'quoted',
      [
        'date,observer,time,flow,note',
        '2026-11-19,"Smith, J",10:00,"1,234",ok',
        '2026-11-19,"O\'Brien ""Bo""",10:15,7.5,"gate',
        're-opened, then closed"',
        '"2026-11-19","Lee, K","10:30","8",',
        '2026-11-19,"Diaz, M",10:45,"n/a, gage iced",',
      ],
      { column_position_time: 3, column_position_value: 4, file_fieldcount: 5 },
      '\r\n',
    );
    expect(run).toMatchObject({
      status: 'succeeded',
      rowsRead: 4,
      rowsWritten: 3,
      rowsRejected: 1,
      rejects: [
        { file: `gages/quoted-${driver}.csv`, line: 6, reason: '"n/a, gage iced" is not a number' },
      ],
    });
    expect(await stored()).toEqual([
      [at('17:00'), 1234],
      [at('17:15'), 7.5],
      [at('17:30'), 8],
    ]);
  });

  it('takes runs of spaces as one separator with the Space delimiter', async () => {
    const run = await importFile(
      'aligned',
      [
        'date        time   flow',
        '2026-11-19  11:00     6.25',
        '  2026-11-19 11:15 "7"  ',
        '2026-11-19 "11:30"   8',
      ],
      { delimiter_ndx: 5, file_fieldcount: 3 },
    );
    expect(run).toMatchObject({ status: 'succeeded', rowsWritten: 3, rowsRejected: 0 });
    expect(await stored()).toEqual([
      [at('18:00'), 6.25],
      [at('18:15'), 7],
      [at('18:30'), 8],
    ]);
  });

  it('rejects a line with a stray quote, saying why, and reads the lines after it', async () => {
    const run = await importFile('stray', [
      'date,time,flow',
      '2026-11-19,12:00,1',
      '2026-11-19,12:15,"2',
      '2026-11-19,12:30,3',
      '2026-11-19,12:45,"4"x',
      '2026-11-19,13:00,5',
    ]);
    expect(run).toMatchObject({
      status: 'succeeded',
      rowsRead: 5,
      rowsWritten: 3,
      rowsRejected: 2,
      rejects: [
        { file: `gages/stray-${driver}.csv`, line: 3, reason: QUOTE_PROBLEM },
        { file: `gages/stray-${driver}.csv`, line: 5, reason: QUOTE_PROBLEM },
      ],
    });
    expect(await stored()).toEqual([
      [at('19:00'), 1],
      [at('19:30'), 3],
      [at('20:00'), 5],
    ]);
  });

  it('fails a run of which no line has quotes the delimiter can read, saying so', async () => {
    const run = await importFile('semicolons', [
      '"date";"time";"flow"',
      '"2026-11-19";"14:00";"5"',
      '"2026-11-19";"14:15";"6"',
    ]);
    expect(run).toMatchObject({
      status: 'failed',
      rowsRejected: 2,
      message: `No line of "gages/semicolons-${driver}.csv" fits the delimiter (Comma) and field count (first line: ${QUOTE_PROBLEM}): check the configuration's delimiter and field count.`,
    });
    expect(await stored()).toEqual([]);
  });
});
