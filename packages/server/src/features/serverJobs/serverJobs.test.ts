import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { purgeExpiredModels } from '@headgate/identity';
import { useTestApi } from '../../core/api/testing/apiFixture';
import { DRIVERS } from '../../core/database/testing/testDatabases';
import { FLOW, LOCATION, WATER_LEVEL } from '../facilityPages/drillDown/testing/facilityFixture';
import { evaluateAlerts } from './alertEngine/alertEvaluation';
import { backoffMinutes, deliverOutbox, NO_SMTP_MESSAGE } from './alertEngine/outboxDelivery';
import { runImport } from './importRunner/importRun';
import { jobClaims } from './jobClaims';
import { createServerJobs } from './serverJobs';
import { configureImport, insertJobsFixture } from './testing/jobsFixture';

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
const silent = { warn: () => undefined };

/** A file of one night's readings: `date,time,value` lines, values 1, 2, 3… */
const nightFile = (date: string, times: string[]) =>
  ['date,time,flow', ...times.map((time, index) => `${date},${time},${index + 1}`)].join('\n');
const SPRING_NIGHT = ['01:45', '02:15', '03:00'];
/** The fall-back night on the district's clock: 01:00 to 01:45 twice. */
const FALL_NIGHT = ['00:45', '01:00', '01:15', '01:30', '01:45'].concat([
  '01:00',
  '01:15',
  '01:30',
  '01:45',
  '02:00',
]);
const utc = (date: string, times: string[]) => times.map((time) => `${date}T${time}:00.000Z`);
const TWICE_REASON = (time: string, clock: string) =>
  `${time} on 2026-11-01 comes twice, but a file on ${clock} time all year repeats no hour (is it on the district's clock, option 0?)`;
const DST_CASES = [
  {
    option: 0,
    spring: { at: utc('2026-03-08', ['08:45', '09:00']), values: [1, 3] },
    springRejects: [
      {
        line: 3,
        reason:
          "02:15 on 2026-03-08 does not exist on the district's clock (daylight saving starts)",
      },
    ],
    fall: {
      at: utc('2026-11-01', ['06:45', '07:00', '07:15', '07:30', '07:45']).concat(
        utc('2026-11-01', ['08:00', '08:15', '08:30', '08:45', '09:00']),
      ),
      values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    },
    fallRejects: [],
  },
  {
    option: 1,
    spring: { at: utc('2026-03-08', ['08:45', '09:15', '10:00']), values: [1, 2, 3] },
    springRejects: [],
    fall: {
      at: utc('2026-11-01', ['07:45', '08:00', '08:15', '08:30', '08:45', '09:00']),
      values: [1, 2, 3, 4, 5, 10],
    },
    fallRejects: ['01:00', '01:15', '01:30', '01:45'].map((time, index) => ({
      line: 7 + index,
      reason: TWICE_REASON(time, 'standard'),
    })),
  },
  {
    option: 2,
    spring: { at: utc('2026-03-08', ['07:45', '08:15', '09:00']), values: [1, 2, 3] },
    springRejects: [],
    fall: {
      at: utc('2026-11-01', ['06:45', '07:00', '07:15', '07:30', '07:45', '08:00']),
      values: [1, 2, 3, 4, 5, 10],
    },
    fallRejects: ['01:00', '01:15', '01:30', '01:45'].map((time, index) => ({
      line: 7 + index,
      reason: TWICE_REASON(time, 'daylight'),
    })),
  },
] as const;

describe.each(DRIVERS)('server jobs on %s', (driver) => {
  const api = useTestApi(driver, insertJobsFixture);
  const pool = () => api.db.pool;
  const configure = (file: string, overrides: Record<string, unknown> = {}) =>
    configureImport(pool(), file, overrides);
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

  describe.each(DST_CASES)('daylight-saving option $option', (dst) => {
    const zip = ({ at, values }: { at: readonly string[]; values: readonly number[] }) =>
      at.map((instant, index) => [instant, values[index]]);

    it('reads the spring-forward night', async () => {
      const file = `spring-${dst.option}-${driver}.csv`;
      write(`gages/${file}`, nightFile('2026-03-08', SPRING_NIGHT));
      const run = await runImport(
        pool(),
        await configure(file, { apply_daylightsavings_offset: dst.option }),
        { importDir, now: NOW },
      );
      expect(run.status).toBe('succeeded');
      expect(run.rejects).toEqual(
        dst.springRejects.map((reject) => ({ file: `gages/${file}`, ...reject })),
      );
      expect(await stored()).toEqual(zip(dst.spring));
    });

    it('reads the fall-back night with both passes of 01:00 to 01:45, losing no reading silently', async () => {
      const file = `fall-${dst.option}-${driver}.csv`;
      write(`gages/${file}`, nightFile('2026-11-01', FALL_NIGHT));
      const run = await runImport(
        pool(),
        await configure(file, { apply_daylightsavings_offset: dst.option }),
        { importDir, now: NOW },
      );
      expect(run).toMatchObject({
        status: 'succeeded',
        rowsRead: 10,
        rowsWritten: dst.fall.at.length,
        rowsUnchanged: 0,
        rowsRejected: dst.fallRejects.length,
      });
      expect(run.rejects).toEqual(
        dst.fallRejects.map((reject) => ({ file: `gages/${file}`, ...reject })),
      );
      expect(await stored()).toEqual(zip(dst.fall));
    });
  });

  it('adds nothing when the same file runs twice, keeps a run record of each and moves last and next retrieval', async () => {
    write(`gages/twice-${driver}.csv`, 'date,time,flow\n2026-11-19,10:00,5\n2026-11-19,10:15,6\n');
    const importNdx = await configure(`twice-${driver}.csv`);
    await runImport(pool(), importNdx, { importDir, now: NOW });
    const later = new Date(NOW.getTime() + 3_600_000);
    const again = await runImport(pool(), importNdx, { importDir, now: later });
    expect(again).toMatchObject({ rowsRead: 2, rowsWritten: 0, rowsUnchanged: 2 });
    const { rows } = await pool().query(
      'SELECT status, rows_written FROM import_runs WHERE import_ndx = $1 ORDER BY run_ndx',
      [importNdx],
    );
    expect(rows).toEqual([
      { status: 'succeeded', rows_written: 2 },
      { status: 'succeeded', rows_written: 0 },
    ]);
    const { rows: retrieval } = await pool().query(
      `SELECT last_retrieval, next_retrieval, last_run_status, last_run_message
         FROM import_data_sources WHERE import_ndx = $1`,
      [importNdx],
    );
    expect(retrieval[0]).toEqual({
      last_retrieval: later,
      next_retrieval: new Date(later.getTime() + 30 * 60_000),
      last_run_status: 'succeeded',
      last_run_message: '0 written, 2 unchanged, 0 rejected',
    });
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

  it('fails a run whose delimiter or field count matches no line, saying so', async () => {
    write(
      `gages/semicolons-${driver}.csv`,
      'date;time;flow\n2026-11-19;10:00;5\n2026-11-19;10:15;6\n',
    );
    const importNdx = await configure(`semicolons-${driver}.csv`);
    const run = await runImport(pool(), importNdx, { importDir, now: NOW });
    expect(run).toMatchObject({
      status: 'failed',
      rowsRejected: 2,
      message: `No line of "gages/semicolons-${driver}.csv" fits the delimiter (Comma) and field count (first line: 1 fields, column 3 is missing): check the configuration's delimiter and field count.`,
    });
    const { rows } = await pool().query(
      'SELECT last_run_status FROM import_data_sources WHERE import_ndx = $1',
      [importNdx],
    );
    expect(rows[0].last_run_status).toBe('failed');
  });

  it('refuses an absolute path, a file linked out of the import folder and a folder it cannot read', async () => {
    fs.writeFileSync(path.join(outside, 'secret.csv'), 'date,time,flow\n2026-11-19,10:00,5\n');
    fs.mkdirSync(path.join(importDir, `links-${driver}`));
    fs.symlinkSync(
      path.join(outside, 'secret.csv'),
      path.join(importDir, `links-${driver}`, 'secret.csv'),
    );
    write(`gages/plain-${driver}.txt`, 'not a folder');
    const failed = async (overrides: Record<string, unknown>) =>
      runImport(pool(), await configure('*.csv', overrides), { importDir, now: NOW });
    expect(await failed({ file_path: outside })).toMatchObject({
      status: 'failed',
      message: `The file path "${outside}" must stay inside the import folder.`,
    });
    expect(await failed({ file_path: `links-${driver}` })).toMatchObject({
      status: 'failed',
      message: `The file "links-${driver}/secret.csv" is a link that leads outside the import folder.`,
    });
    // (Tests run as root, who reads any folder: a path that is a file stands for an unreadable one.)
    const unreadable = await failed({ file_path: `gages/plain-${driver}.txt` });
    expect(unreadable.status).toBe('failed');
    expect(unreadable.message).toMatch(
      new RegExp(`^The folder "gages/plain-${driver}.txt" cannot be read: ENOTDIR`),
    );
    expect(await stored()).toEqual([]);
  });

  it('gives a due import to one of two racing runners', async () => {
    const importNdx = await configure(`twice-${driver}.csv`);
    await pool().query(
      'UPDATE import_data_sources SET enabled = (import_ndx = $1), run_now = (import_ndx = $1)',
      [importNdx],
    );
    const [first, second] = await Promise.all([
      jobClaims.dueImports(pool(), NOW),
      jobClaims.dueImports(pool(), NOW),
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

  it('records on each run the server that ran it: the jobs’ own name, or this host and process', async () => {
    write(`gages/named-${driver}.csv`, 'date,time,flow\n2026-11-19,11:30,4\n');
    const importNdx = await configure(`named-${driver}.csv`, { enabled: true, run_now: true });
    const jobs = createServerJobs({
      pool: pool(),
      importDir,
      smtpUrl: undefined,
      alertFrom: 'alerts@example.org',
      intervalMs: 60_000,
      log: silent,
      server: 'gw-2:4123',
    });
    await jobs.tick(NOW);
    await jobs.stop();
    await pool().query('UPDATE import_data_sources SET enabled = false');
    await runImport(pool(), importNdx, { importDir, now: NOW });
    const { rows } = await pool().query(
      'SELECT server FROM import_runs WHERE import_ndx = $1 ORDER BY run_ndx',
      [importNdx],
    );
    expect(rows.map((row) => row.server)).toEqual(['gw-2:4123', `${os.hostname()}:${process.pid}`]);
  });

  it('runs the other claimed imports when one throws mid-tick, and reports it', async () => {
    write(`gages/steady-${driver}.csv`, 'date,time,flow\n2026-11-19,11:00,7\n');
    const broken = await configure(`steady-${driver}.csv`, { enabled: true, run_now: true });
    const steady = await configure(`steady-${driver}.csv`, { enabled: true, run_now: true });
    const jobs = createServerJobs({
      pool: pool(),
      importDir,
      smtpUrl: undefined,
      alertFrom: 'alerts@example.org',
      intervalMs: 60_000,
      log: silent,
      runImport: (db, importNdx, options) => {
        if (importNdx === broken) throw new Error('the disk went away');
        return runImport(db, importNdx, options);
      },
    });
    await jobs.tick(NOW);
    await jobs.stop();
    await pool().query('UPDATE import_data_sources SET enabled = false');
    expect(await stored()).toEqual([['2026-11-19T18:00:00.000Z', 7]]);
    expect((await jobs.health()).imports).toMatchObject({
      failedRuns: 1,
      lastError: `Import ${broken}: the disk went away`,
    });
    expect(steady).toBeGreaterThan(broken);
  });

  it('on stop, finishes the import under way and hands the claimed ones not started back as Run Now', async () => {
    const first = await configure('never-read.csv', { enabled: true, run_now: true });
    const second = await configure('never-read.csv', { enabled: true, run_now: true });
    let stopped: Promise<void> | undefined;
    const ran: number[] = [];
    const jobs = createServerJobs({
      pool: pool(),
      importDir,
      smtpUrl: undefined,
      alertFrom: 'alerts@example.org',
      intervalMs: 60_000,
      log: silent,
      runImport: async (_db, importNdx) => {
        ran.push(importNdx);
        // The stop comes while this import runs; it must still end.
        stopped = jobs.stop();
        expect(jobs.currentStep()).toBe(`import ${importNdx}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { status: 'succeeded', message: '' } as Awaited<ReturnType<typeof runImport>>;
      },
    });
    await jobs.tick(NOW);
    await stopped;
    expect(ran).toEqual([first]);
    expect(jobs.currentStep()).toBeNull();
    expect((await jobs.health()).alerts.lastTickAt).toBeNull();
    const { rows } = await pool().query(
      'SELECT import_ndx, run_now FROM import_data_sources WHERE import_ndx = ANY($1) ORDER BY import_ndx',
      [[first, second]],
    );
    expect(rows).toEqual([
      { import_ndx: first, run_now: false },
      { import_ndx: second, run_now: true },
    ]);
    await pool().query('UPDATE import_data_sources SET enabled = false');
  });

  describe('expired sign-in records', () => {
    /** `expired` sessions gone a minute ago, one live for an hour and a grant with no expiry. */
    const insertModels = (expired: number) =>
      pool().query(
        `INSERT INTO oidc_models (model, id, payload, expires_at)
         SELECT 'Session', 'expired-' || n, '{}'::jsonb, now() - interval '1 minute'
           FROM generate_series(1, $1::int) AS n
         UNION ALL SELECT 'Session', 'live', '{}', now() + interval '1 hour'
         UNION ALL SELECT 'Grant', 'no-expiry', '{}', NULL`,
        [expired],
      );
    const left = async () =>
      (await pool().query<{ id: string }>('SELECT id FROM oidc_models ORDER BY id')).rows.map(
        (row) => row.id,
      );
    afterEach(() => pool().query('DELETE FROM oidc_models'));

    it('are purged by each tick, and live ones stay', async () => {
      await insertModels(3);
      const jobs = createServerJobs({
        pool: pool(),
        importDir,
        smtpUrl: undefined,
        alertFrom: 'alerts@example.org',
        intervalMs: 60_000,
        log: silent,
      });
      await jobs.tick(NOW);
      await jobs.stop();
      expect(await left()).toEqual(['live', 'no-expiry']);
      expect((await jobs.health()).signInRecords).toEqual({
        lastTickAt: NOW.toISOString(),
        purged: 3,
        lastError: null,
      });
    });

    it('go in batches of a bounded size, at most so many a call', async () => {
      await insertModels(7);
      expect(await purgeExpiredModels(pool(), { batchSize: 2, maxBatches: 3 })).toBe(6);
      expect(await left()).toEqual(['expired-7', 'live', 'no-expiry'].sort());
      expect(await purgeExpiredModels(pool(), { batchSize: 2, maxBatches: 3 })).toBe(1);
      expect(await left()).toEqual(['live', 'no-expiry']);
    });

    it('are purged once when two servers purge at the same moment', async () => {
      await insertModels(500);
      const purged = await Promise.all([
        purgeExpiredModels(pool(), { batchSize: 20, maxBatches: 100 }),
        purgeExpiredModels(pool(), { batchSize: 20, maxBatches: 100 }),
      ]);
      expect(purged[0]! + purged[1]!).toBe(500);
      expect(await left()).toEqual(['live', 'no-expiry']);
    });
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
        body: 'Spare gage: Flow was 80 cfs at 11/20/2026, 4:45 AM MST (America/Denver), which is above the trigger of 50 cfs.',
        status: 'pending',
      });
      const { rows: sent } = await pool().query(
        'SELECT last_alert_sent_to_details FROM alert_requests',
      );
      expect(sent[0].last_alert_sent_to_details).toBe('a@example.org, b@example.org');
    });

    it('queues a firing alert once when two servers evaluate it at the same moment', async () => {
      await alert(1, 50, 6);
      await reading('2026-11-20T11:45:00Z', 80);
      await pool().query('DELETE FROM alert_outbox');
      const queued = await Promise.all([
        evaluateAlerts(pool(), NOW, 'gw-1:101'),
        evaluateAlerts(pool(), NOW, 'gw-2:202'),
      ]);
      expect([...queued].sort()).toEqual([0, 1]);
      const { rows } = await pool().query('SELECT queued_by, sent_by FROM alert_outbox');
      expect(rows).toEqual([{ queued_by: queued[0] ? 'gw-1:101' : 'gw-2:202', sent_by: null }]);
    });

    it('sends an outbox message once when two servers deliver at the same moment', async () => {
      await pool().query('DELETE FROM alert_outbox');
      await pool().query(
        `INSERT INTO alert_outbox (recipients, subject, body, next_attempt_at)
         VALUES ('{a@example.org}', 'Once', 'Only once', $1)`,
        [NOW],
      );
      const sent: string[] = [];
      const slowSend = async (message: { subject: string }) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        sent.push(message.subject);
      };
      const delivered = await Promise.all([
        deliverOutbox(pool(), slowSend, 'alerts@example.org', NOW, 'gw-1:101'),
        deliverOutbox(pool(), slowSend, 'alerts@example.org', NOW, 'gw-2:202'),
      ]);
      expect(sent).toEqual(['Once']);
      const { rows } = await pool().query('SELECT status, sent_by FROM alert_outbox');
      expect(rows).toEqual([{ status: 'sent', sent_by: delivered[0] ? 'gw-1:101' : 'gw-2:202' }]);
    });

    it('retries a refused delivery with growing backoff, then shows it failed and keeps it', async () => {
      const refusing = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onRcptTo: (_address, _session, done) => done(new Error('Mailbox unavailable')),
      });
      await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
      await pool().query('DELETE FROM alert_outbox');
      await pool().query(
        `INSERT INTO alert_outbox (recipients, subject, body, next_attempt_at)
         VALUES ('{a@example.org}', 'Refused', 'Never arrives', $1)`,
        [NOW],
      );
      const jobs = createServerJobs({
        pool: pool(),
        importDir,
        smtpUrl: `smtp://127.0.0.1:${(refusing.server.address() as AddressInfo).port}?ignoreTLS=true`,
        alertFrom: 'alerts@example.org',
        intervalMs: 60_000,
        log: silent,
      });
      const waits: number[] = [];
      let at = NOW;
      let row: { status: string; attempts: number; next_attempt_at: Date; last_error: string };
      do {
        await jobs.tick(at);
        row = (
          await pool().query(
            "SELECT status, attempts, next_attempt_at, last_error FROM alert_outbox WHERE subject = 'Refused'",
          )
        ).rows[0];
        if (row.status === 'pending')
          waits.push((row.next_attempt_at.getTime() - at.getTime()) / 60_000);
        at = row.next_attempt_at;
      } while (row.status === 'pending' && waits.length < 10);
      await jobs.stop();
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
      expect(waits).toEqual([1, 2, 3, 4, 5].map(backoffMinutes));
      expect(waits).toEqual([1, 2, 4, 8, 16]);
      expect(row).toMatchObject({ status: 'failed', attempts: 6 });
      expect(row.last_error).toMatch(/Mailbox unavailable/);
      expect((await jobs.health()).alerts.failedDeliveries).toBe(1);
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
      expect((await jobs.health()).alerts.sent).toBeGreaterThan(0);
      const { rows: left } = await pool().query(
        // Every message due by then was sent (one queued for six hours later waits its turn).
        "SELECT count(*)::int AS n FROM alert_outbox WHERE status <> 'sent' AND next_attempt_at <= $1",
        [NOW],
      );
      expect(left[0].n).toBe(0);
    });
  });
});
