import type { Role, SystemStatus } from '@headgate/contracts';
import { DISTRICT_TIME_ZONE } from '@headgate/district-clock';
import { useTestApi } from '../../core/api/testing/apiFixture';
import { oneVersionDiscoveryFile } from '../release/clientEvents/testing/oneVersionDiscovery';
import type { Database } from '../../core/database/openDatabase';
import { DRIVERS } from '../../core/database/testing/testDatabases';
import { configureImport, insertJobsFixture } from '../serverJobs/testing/jobsFixture';
import { serverName } from '../../core/lifecycle/serverName';
import { embeddedBearer } from '../usersManagement/users/testing/embeddedTokens';

jest.setTimeout(60_000);

const MINUTE = 60_000;
const discoveryFile = oneVersionDiscoveryFile('mfe-admin', '0.1.0');

/**
 * CDSS imports every 15 minutes and last succeeded 3 h ago (overdue); the Logger every 30 and
 * succeeded 10 minutes ago, then failed. One message waits in the outbox for 20 minutes, one is
 * sent. A server left 3 minutes ago after evaluating the alerts, one left before midnight. Of
 * three browsers that opened mfe-admin 0.1.0 in the last hour, two could not load it.
 */
async function insertStatusFixture(db: Database) {
  const sql = (text: string, values: unknown[] = []) => db.pool.query(text, values);
  await insertJobsFixture(db);
  const { rows } = await sql(
    "INSERT INTO data_sources (data_source) VALUES ('CDSS') RETURNING datasrc_ndx",
  );
  const cdss = await configureImport(db.pool, 'cdss.csv', {
    enabled: true,
    frequency_minutes: 15,
    datasrc_ndx: (rows[0] as { datasrc_ndx: number }).datasrc_ndx,
  });
  const logger = await configureImport(db.pool, 'logger.csv', { enabled: true });
  await sql(
    `INSERT INTO import_runs (import_ndx, started_at, finished_at, status) VALUES
       ($1, now() - interval '181 minutes', now() - interval '180 minutes', 'succeeded'),
       ($2, now() - interval '11 minutes', now() - interval '10 minutes', 'succeeded'),
       ($2, now() - interval '6 minutes', now() - interval '5 minutes', 'failed')`,
    [cdss, logger],
  );
  await sql(
    `INSERT INTO alert_outbox (recipients, subject, body, status, created_at) VALUES
       ('{a@example.org}', 'Waiting', 'Not yet sent', 'pending', now() - interval '20 minutes'),
       ('{a@example.org}', 'Sent', 'Arrived', 'sent', now() - interval '1 hour')`,
  );
  // Gone 3 minutes ago: a run in the district's first 3 minutes of a day would find it yesterday's.
  await sql(
    `INSERT INTO servers (server_name, version, started_at, last_seen_at, jobs, ready, alerts_evaluated_at) VALUES
       ('gw-2:4123', '0.0.9', now() - interval '5 hours', now() - interval '3 minutes', true, true,
        now() - interval '4 minutes'),
       ('gw-3:77', '0.0.9', now() - interval '20 hours', date_trunc('day', now() AT TIME ZONE $1) AT TIME ZONE $1 - interval '1 hour',
        true, false, now() - interval '20 hours')`,
    [DISTRICT_TIME_ZONE],
  );
  await sql(
    `INSERT INTO client_events (remote, version, kind, client_key) VALUES
       ('mfe-admin', '0.1.0', 'loaded', 'client-a'),
       ('mfe-admin', '0.1.0', 'load-failure', 'client-b'),
       ('mfe-admin', '0.1.0', 'load-failure', 'client-c')`,
  );
}

/** Milliseconds from `iso` to `until`. */
const before = (until: string, iso: string | null) => Date.parse(until) - Date.parse(iso!);

describe.each(DRIVERS)('System Status on %s', (driver) => {
  const api = useTestApi(driver, insertStatusFixture, { HEADGATE_DISCOVERY: discoveryFile });
  const get = async (roles: readonly Role[] | 'anonymous' = ['Administrator']) =>
    api.app.inject({
      method: 'GET',
      url: '/api/system-status',
      headers: roles === 'anonymous' ? {} : await embeddedBearer(api.db, roles),
    });
  /** The status once this server's first heartbeat (started with it) is recorded. */
  async function statusAfterFirstBeat(): Promise<SystemStatus> {
    await api.app.ready();
    for (;;) {
      const { rowCount } = await api.db.pool.query('SELECT 1 FROM servers WHERE server_name = $1', [
        serverName(),
      ]);
      if (rowCount) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const response = await get();
    expect(response.statusCode).toBe(200);
    return response.json<SystemStatus>();
  }

  it('lists this server, ready, and the one gone earlier today, not the one gone yesterday', async () => {
    const { servers, checkedAt } = await statusAfterFirstBeat();
    expect(servers).toEqual([
      {
        name: serverName(),
        version: '0.1.0',
        startedAt: expect.any(String),
        lastSeenAt: expect.any(String),
        ready: true,
        jobs: false,
        gone: false,
      },
      {
        name: 'gw-2:4123',
        version: '0.0.9',
        startedAt: expect.any(String),
        lastSeenAt: expect.any(String),
        ready: true,
        jobs: true,
        gone: true,
      },
    ]);
    expect(before(checkedAt, servers[1]!.lastSeenAt)).toBeGreaterThanOrEqual(3 * MINUTE);
    expect(before(checkedAt, servers[0]!.lastSeenAt)).toBeLessThan(MINUTE);
  });

  it('tells an overdue import by data source, with its last success, failure and next run', async () => {
    const { imports, checkedAt } = await statusAfterFirstBeat();
    expect(
      imports.map(({ dataSource, frequencyMinutes, overdue }) => [
        dataSource,
        frequencyMinutes,
        overdue,
      ]),
    ).toEqual([
      ['CDSS', 15, true],
      ['Logger', 30, false],
    ]);
    const [cdss, logger] = imports;
    expect(before(checkedAt, cdss!.lastSuccessAt)).toBeGreaterThanOrEqual(180 * MINUTE);
    expect(before(checkedAt, cdss!.lastSuccessAt)).toBeLessThan(181 * MINUTE);
    expect(cdss!.lastFailureAt).toBeNull();
    // The last run's start and the frequency: 181 minutes ago plus 15.
    expect(before(checkedAt, cdss!.nextDueAt)).toBeGreaterThanOrEqual(166 * MINUTE);
    expect(before(checkedAt, cdss!.nextDueAt)).toBeLessThan(167 * MINUTE);
    expect(before(checkedAt, logger!.lastFailureAt)).toBeGreaterThanOrEqual(5 * MINUTE);
    expect(before(logger!.nextDueAt!, checkedAt)).toBeGreaterThan(23 * MINUTE);
  });

  it('counts the outbox by state with the oldest unsent message, and the newest alert evaluation', async () => {
    const { outbox, alertEngine, checkedAt } = await statusAfterFirstBeat();
    expect(outbox).toEqual({
      pending: 1,
      sending: 0,
      sent: 1,
      failed: 0,
      oldestUnsentAgeSeconds: expect.any(Number),
    });
    expect(outbox.oldestUnsentAgeSeconds).toBeGreaterThanOrEqual(20 * 60);
    expect(outbox.oldestUnsentAgeSeconds).toBeLessThan(21 * 60);
    // This server runs no jobs; the gone one evaluated 4 minutes ago, the one of yesterday before.
    expect(alertEngine.server).toBe('gw-2:4123');
    expect(before(checkedAt, alertEngine.lastEvaluatedAt)).toBeGreaterThanOrEqual(4 * MINUTE);
  });

  it("gives each remote's live versions with their loads and load failures of the last hour", async () => {
    const { remotes } = await statusAfterFirstBeat();
    expect(remotes).toEqual([
      {
        remote: 'mfe-admin',
        versions: [{ version: '0.1.0', default: true, traffic: 100, loads: 3, failures: 2 }],
      },
    ]);
  });

  it('answers Administrators and Developers; refuses users (403) and visitors (401)', async () => {
    await api.app.ready();
    expect((await get(['Developer'])).statusCode).toBe(200);
    expect((await get('anonymous')).statusCode).toBe(401);
    for (const role of ['User', 'All Data User', 'River Photos'] as const)
      expect([role, (await get([role])).statusCode]).toEqual([role, 403]);
  });
});
