import type { Database } from '../../core/database/openDatabase';
import { DRIVERS, migratedDatabase } from '../../core/database/testing/testDatabases';
import { createServerHeartbeat, type ServerHeartbeatOptions } from './serverHeartbeat';
import type { ServerState } from './serverReadiness';

jest.setTimeout(60_000);

const EVALUATED_AT = '2026-11-26T16:14:00.000Z';

describe.each(DRIVERS)("a server's heartbeat on %s", (driver) => {
  let db: Database;
  beforeAll(async () => {
    db = await migratedDatabase(driver);
  });
  afterAll(() => db.close());
  beforeEach(() => db.pool.query('DELETE FROM servers'));

  let state: ServerState;
  const warn = jest.fn();
  const heartbeat = (options: Partial<ServerHeartbeatOptions> = {}) =>
    createServerHeartbeat({
      pool: db.pool,
      version: '0.3.0',
      jobs: true,
      state: async () => state,
      log: { warn },
      server: 'gw-1:100',
      intervalMs: 60_000,
      ...options,
    });
  beforeEach(() => {
    state = { ready: true, alertsEvaluatedAt: EVALUATED_AT };
    warn.mockClear();
  });

  const row = async () =>
    (
      await db.pool.query<{
        version: string;
        jobs: boolean;
        ready: boolean;
        alerts_evaluated_at: Date | null;
        seen_seconds_ago: number;
      }>(
        `SELECT version, jobs, ready, alerts_evaluated_at,
                extract(epoch FROM now() - last_seen_at)::float8 AS seen_seconds_ago
           FROM servers WHERE server_name = 'gw-1:100'`,
      )
    ).rows[0];
  /** Dates the row's last heartbeat an hour back, so the next one shows. */
  const seenAnHourAgo = () =>
    db.pool.query("UPDATE servers SET last_seen_at = now() - interval '1 hour'");

  it('records the server at start, and each beat updates its row', async () => {
    const beating = heartbeat();
    await beating.start();
    expect(await row()).toEqual({
      version: '0.3.0',
      jobs: true,
      ready: true,
      alerts_evaluated_at: new Date(EVALUATED_AT),
      seen_seconds_ago: expect.any(Number),
    });
    expect((await row())!.seen_seconds_ago).toBeLessThan(5);

    await seenAnHourAgo();
    state = { ready: false, alertsEvaluatedAt: null };
    await beating.beat();
    expect(await row()).toMatchObject({ ready: false, alerts_evaluated_at: null });
    expect((await row())!.seen_seconds_ago).toBeLessThan(5);
    await beating.stop();
  });

  it('beats on its own every interval, and no more once stopped', async () => {
    const beating = heartbeat({ intervalMs: 10 });
    await beating.start();
    await seenAnHourAgo();
    while ((await row())!.seen_seconds_ago > 60) await new Promise((r) => setTimeout(r, 10));

    await beating.stop();
    await seenAnHourAgo();
    // Ten intervals' time: a timer left running would have beaten.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await beating.beat();
    expect((await row())!.seen_seconds_ago).toBeGreaterThan(3500);
  });

  it('deletes the rows of servers unseen for a day, keeping the others', async () => {
    await db.pool.query(
      `INSERT INTO servers (server_name, version, started_at, last_seen_at, jobs, ready) VALUES
         ('old:1', '0.1.0', now() - interval '3 days', now() - interval '25 hours', false, true),
         ('recent:2', '0.1.0', now() - interval '3 days', now() - interval '23 hours', false, true)`,
    );
    const beating = heartbeat();
    await beating.start();
    await beating.stop();
    const { rows } = await db.pool.query<{ server_name: string }>(
      'SELECT server_name FROM servers ORDER BY server_name',
    );
    expect(rows.map((each) => each.server_name)).toEqual(['gw-1:100', 'recent:2']);
  });

  it('logs a beat that fails, and the server goes on', async () => {
    const beating = heartbeat({
      state: () => Promise.reject(new Error('The database is not answering.')),
    });
    await beating.start();
    expect(warn).toHaveBeenCalledWith(
      { err: new Error('The database is not answering.') },
      'This server could not record itself for System Status.',
    );
    expect(await row()).toBeUndefined();
    await beating.stop();
  });
});
