import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { useTestApi } from '../api/testing/apiFixture';
import type { Database } from '../database/openDatabase';
import { DRIVERS } from '../database/testing/testDatabases';
import {
  FLOW,
  insertFacilityFixture,
  LOCATION,
  WATER_LEVEL,
} from '../facilityPages/testing/facilityFixture';
import { evaluateAlerts } from './alertEngine/alertEvaluation';
import { deliverOutbox, NO_SMTP_MESSAGE } from './alertEngine/outboxDelivery';
import { claimDueImports, runImport } from './importRunner/importRun';
import { createServerJobs } from './serverJobs';

jest.setTimeout(60_000);

const NOW = new Date('2026-11-20T12:00:00Z');
const importDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-imports-'));
const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-outside-'));
const write = (name: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(importDir, name)), { recursive: true });
  fs.writeFileSync(path.join(importDir, name), text);
};
afterAll(() => {
  fs.rmSync(importDir, { recursive: true, force: true });
  fs.rmSync(outside, { recursive: true, force: true });
});

/** The spare gage gets flow; a data source and a metre unit for the imports. */
async function insertJobsFixture(db: Database) {
  await insertFacilityFixture(db);
  const sql = (text: string) => db.pool.query(text);
  await sql("INSERT INTO data_sources (data_source) VALUES ('Logger')");
  await sql("INSERT INTO units (unit_desc) VALUES ('m')");
  await sql(
    `INSERT INTO location_parameters VALUES (${LOCATION.spare}, ${FLOW}), (${LOCATION.spare}, ${WATER_LEVEL})`,
  );
}

describe.each(DRIVERS)('server jobs on %s', (driver) => {
  const api = useTestApi(driver, insertJobsFixture);
  const pool = () => api.db.pool;

  /** An import configuration of the spare gage's flow reading `file` (comma, 1 header row). */
  async function configure(file: string, overrides: Record<string, unknown> = {}): Promise<number> {
    const values = {
      parameter_ndx: FLOW,
      unit_ndx: 1,
      file_path: 'gages',
      file_name: file,
      apply_daylightsavings_offset: 0,
      history_days: 400,
      retain_days: -1,
      column_position_time: 2,
      ...overrides,
    };
    const { rows } = await pool().query<{ import_ndx: number }>(
      `INSERT INTO import_data_sources (location_ndx, datasrc_ndx, delimiter_ndx, file_header_rowcount,
         column_position_date, column_position_value, frequency_minutes, interval_minutes, enabled,
         run_now, ${Object.keys(values).join(', ')})
       VALUES (${LOCATION.spare}, 1, 2, 1, 1, 3, 30, 15, false, false,
         ${Object.keys(values)
           .map((_, index) => `$${index + 1}`)
           .join(', ')})
       RETURNING import_ndx`,
      Object.values(values),
    );
    return rows[0]!.import_ndx;
  }
  const stored = async (parameter = FLOW) =>
    (
      await pool().query<{ at: Date; value: number }>(
        `SELECT collect_timestamp AS at, result_value AS value FROM timeseries_15min
          WHERE location_ndx = ${LOCATION.spare} AND parameter_ndx = ${parameter} ORDER BY collect_timestamp`,
      )
    ).rows.map((row) => [row.at.toISOString(), row.value]);
  const clear = () =>
    pool().query(`DELETE FROM timeseries_15min WHERE location_ndx = ${LOCATION.spare}`);
  beforeEach(clear);

  it('reads local times across both DST changes, rejecting the skipped hour with its line number', async () => {
    write(
      `gages/dst-${driver}.csv`,
      'date,time,flow\n2026-03-08,01:45,10\n2026-03-08,02:15,11\n2026-03-08,03:00,12\n\n2026-11-01,01:30,20\n2026-11-01,02:30,21\n',
    );
    const run = await runImport(pool(), await configure(`dst-${driver}.csv`), {
      importDir,
      now: NOW,
    });
    expect(run).toMatchObject({
      status: 'succeeded',
      rowsRead: 5,
      rowsWritten: 4,
      rowsRejected: 1,
    });
    expect(run.rejects).toEqual([
      {
        file: `gages/dst-${driver}.csv`,
        line: 3,
        reason:
          "02:15 on 2026-03-08 does not exist on the district's clock (daylight saving starts)",
      },
    ]);
    expect(await stored()).toEqual([
      ['2026-03-08T08:45:00.000Z', 10],
      ['2026-03-08T09:00:00.000Z', 12],
      ['2026-11-01T07:30:00.000Z', 20],
      ['2026-11-01T09:30:00.000Z', 21],
    ]);
  });

  it('reads files kept on standard time (1) or daylight time (2) all year', async () => {
    write(
      `gages/standard-${driver}.csv`,
      'date,time,flow\n2026-07-01,12:00,1\n2026-03-08,02:15,2\n',
    );
    write(`gages/daylight-${driver}.csv`, 'date,time,flow\n2026-01-15,12:00,3\n');
    await runImport(
      pool(),
      await configure(`standard-${driver}.csv`, { apply_daylightsavings_offset: 1 }),
      { importDir, now: NOW },
    );
    await runImport(
      pool(),
      await configure(`daylight-${driver}.csv`, { apply_daylightsavings_offset: 2 }),
      { importDir, now: NOW },
    );
    expect(await stored()).toEqual([
      ['2026-01-15T18:00:00.000Z', 3],
      ['2026-03-08T09:15:00.000Z', 2],
      ['2026-07-01T19:00:00.000Z', 1],
    ]);
  });

  it('adds nothing when the same file runs twice, and keeps a run record of each', async () => {
    write(`gages/twice-${driver}.csv`, 'date,time,flow\n2026-11-19,10:00,5\n2026-11-19,10:15,6\n');
    const importNdx = await configure(`twice-${driver}.csv`);
    await runImport(pool(), importNdx, { importDir, now: NOW });
    const again = await runImport(pool(), importNdx, { importDir, now: NOW });
    expect(again).toMatchObject({ rowsRead: 2, rowsWritten: 0, rowsUnchanged: 2 });
    const { rows } = await pool().query(
      'SELECT status, rows_written FROM import_runs WHERE import_ndx = $1 ORDER BY run_ndx',
      [importNdx],
    );
    expect(rows).toEqual([
      { status: 'succeeded', rows_written: 2 },
      { status: 'succeeded', rows_written: 0 },
    ]);
  });

  it('reads only the history window, deletes beyond the retain window, and converts units', async () => {
    await pool().query(
      `INSERT INTO timeseries_15min VALUES (${LOCATION.spare}, ${WATER_LEVEL}, '2026-01-01T00:00:00Z', 1, NULL)`,
    );
    write(`gages/level-${driver}.csv`, 'date,time,level\n2026-11-01,10:00,1\n2026-11-19,10:00,2\n');
    const run = await runImport(
      pool(),
      await configure(`level-${driver}.csv`, {
        parameter_ndx: WATER_LEVEL,
        unit_ndx: 3,
        history_days: 7,
        retain_days: 30,
      }),
      { importDir, now: NOW },
    );
    expect(run).toMatchObject({ rowsSkipped: 1, rowsWritten: 1 });
    expect(await stored(WATER_LEVEL)).toEqual([['2026-11-19T17:00:00.000Z', 6.56167979]]);
  });

  it('fails a run that names a missing file, a folder outside the import folder, or no conversion', async () => {
    fs.symlinkSync(outside, path.join(importDir, `escape-${driver}`));
    const failed = async (overrides: Record<string, unknown>) =>
      (await runImport(pool(), await configure('*.csv', overrides), { importDir, now: NOW }))
        .message;
    expect(await failed({ file_name: 'none-*.csv' })).toBe(
      'No file matching "none-*.csv" in "gages".',
    );
    expect(await failed({ file_path: '../etc' })).toBe(
      'The file path "../etc" must stay inside the import folder.',
    );
    expect(await failed({ file_path: `escape-${driver}` })).toBe(
      `The file path "escape-${driver}" leads outside the import folder.`,
    );
    expect(await failed({ unit_ndx: 2 })).toBe(
      "No conversion from ft (the file's units) to cfs (the parameter's).",
    );
    const { rows } = await pool().query(
      "SELECT count(*)::int AS n FROM import_runs WHERE status = 'failed'",
    );
    expect(rows[0].n).toBeGreaterThanOrEqual(4);
  });

  it('gives a due import to one of two racing runners', async () => {
    const importNdx = await configure(`twice-${driver}.csv`);
    await pool().query(
      'UPDATE import_data_sources SET enabled = (import_ndx = $1), run_now = (import_ndx = $1)',
      [importNdx],
    );
    const [first, second] = await Promise.all([
      claimDueImports(pool(), NOW),
      claimDueImports(pool(), NOW),
    ]);
    expect([...first!, ...second!]).toEqual([importNdx]);
    expect(
      (
        await pool().query('SELECT run_now FROM import_data_sources WHERE import_ndx = $1', [
          importNdx,
        ])
      ).rows[0].run_now,
    ).toBe(false);
    await pool().query('UPDATE import_data_sources SET enabled = false');
  });

  describe('alerts', () => {
    let smtp: SMTPServer;
    const received: { to: string[]; text: string }[] = [];
    beforeAll(async () => {
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onData(stream, session, done) {
          let text = '';
          stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
          stream.on('end', () => {
            received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), text });
            done();
          });
        },
      });
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      await pool().query(
        `INSERT INTO contacts (contact_address, contact_name, contact_org) VALUES
           ('a@example.org', 'A', 'X'), ('b@example.org', 'B', 'X')`,
      );
      await pool().query("INSERT INTO contact_groups (group_desc) VALUES ('Operators')");
      await pool().query('INSERT INTO group_contacts SELECT 1, contact_ndx FROM contacts');
    });
    afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
    afterEach(() => pool().query('DELETE FROM alert_requests'));

    const alert = async (type: number, trigger: number, resetHours: number) =>
      pool().query(
        `INSERT INTO alert_requests (alert_type_ndx, location_ndx, parameter_ndx, trigger_value,
           reset_hours, send_to_group_ndx, custom_loc_name)
         VALUES ($1, ${LOCATION.spare}, ${FLOW}, $2, $3, 1, 'Spare gage')`,
        [type, trigger, resetHours],
      );
    const reading = (at: string, value: number) =>
      pool().query(
        `INSERT INTO timeseries_15min VALUES (${LOCATION.spare}, ${FLOW}, $1, $2, NULL)`,
        [at, value],
      );

    it('fires once above its trigger, and again only after its reset hours', async () => {
      await alert(1, 50, 6);
      await reading('2026-11-20T11:45:00Z', 80);
      expect(await evaluateAlerts(pool(), NOW)).toBe(1);
      expect(await evaluateAlerts(pool(), NOW)).toBe(0);
      expect(await evaluateAlerts(pool(), new Date(NOW.getTime() + 5 * 3_600_000))).toBe(0);
      expect(await evaluateAlerts(pool(), new Date(NOW.getTime() + 6 * 3_600_000))).toBe(1);
      const { rows } = await pool().query(
        'SELECT recipients, subject, body, status FROM alert_outbox ORDER BY message_ndx DESC LIMIT 1',
      );
      expect(rows[0]).toMatchObject({
        recipients: ['a@example.org', 'b@example.org'],
        subject: 'Headgate: Spare gage Flow is above 50 cfs',
        body: 'Spare gage: Flow was 80 cfs at 11/20/2026 4:45 AM MST (America/Denver), which is above the trigger of 50 cfs.',
        status: 'pending',
      });
      const { rows: sent } = await pool().query(
        'SELECT last_alert_sent_to_details FROM alert_requests',
      );
      expect(sent[0].last_alert_sent_to_details).toBe('a@example.org, b@example.org');
    });

    it('fires when data stops arriving for the trigger hours', async () => {
      await alert(3, 2, 24);
      await reading('2026-11-20T09:30:00Z', 10);
      expect(await evaluateAlerts(pool(), NOW)).toBe(1);
      const { rows } = await pool().query(
        'SELECT subject FROM alert_outbox ORDER BY message_ndx DESC LIMIT 1',
      );
      expect(rows[0].subject).toBe('Headgate: no Flow data from Spare gage');
    });

    it('keeps messages in the outbox without SMTP, and e-mails each member of the group with it', async () => {
      await alert(2, 5, 1);
      await reading('2026-11-20T11:00:00Z', 1);
      await evaluateAlerts(pool(), NOW);
      await deliverOutbox(pool(), null, 'alerts@example.org', NOW);
      const { rows } = await pool().query(
        "SELECT count(*)::int AS n FROM alert_outbox WHERE status = 'pending' AND last_error = $1",
        [NO_SMTP_MESSAGE],
      );
      expect(rows[0].n).toBeGreaterThan(0);

      const jobs = createServerJobs({
        pool: pool(),
        importDir,
        smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}?ignoreTLS=true`,
        alertFrom: 'alerts@example.org',
        intervalMs: 60_000,
        log: { warn: () => undefined },
      });
      await jobs.tick(NOW);
      await jobs.stop();
      expect(received.length).toBeGreaterThan(0);
      expect(received.at(-1)!.to).toEqual(['a@example.org', 'b@example.org']);
      expect(jobs.health().alerts.sent).toBeGreaterThan(0);
      const { rows: left } = await pool().query(
        // Every message due by then was sent (one queued for six hours later waits its turn).
        "SELECT count(*)::int AS n FROM alert_outbox WHERE status <> 'sent' AND next_attempt_at <= $1",
        [NOW],
      );
      expect(left[0].n).toBe(0);
    });
  });
});
