import { createServerJobs } from '../../serverJobs/serverJobs';
import type { Database } from '../../../core/database/openDatabase';
import { DRIVERS, migratedDatabase } from '../../../core/database/testing/testDatabases';
import { inTransaction } from '../../../core/database/inTransaction';
import { purgeSignInEvents } from '../../../core/audit/purgeSignInEvents';

jest.setTimeout(60_000);

const REFUSED = 'audit rows are never changed or deleted';

describe.each(DRIVERS)('the purge of old sign-in events on %s', (driver) => {
  let db: Database;
  beforeAll(async () => {
    db = await migratedDatabase(driver);
  });
  afterAll(() => db.close());

  /** Adds an audit row `daysAgo` days old: a sign-in event, or a user's record change. */
  async function entry(entity: 'sign-in' | 'user', id: string, daysAgo: number): Promise<void> {
    await db.pool.query(
      `INSERT INTO audit_log (at, actor_subject, actor_name, entity, entity_id, action)
       VALUES (now() - make_interval(days => $1), 'someone', 'Someone', $2, $3, $4)`,
      [daysAgo, entity, id, entity === 'sign-in' ? 'signed-in' : 'create'],
    );
  }

  const ids = async (entity: string): Promise<string[]> =>
    (
      await db.pool.query<{ entity_id: string }>(
        'SELECT entity_id FROM audit_log WHERE entity = $1 ORDER BY entity_id',
        [entity],
      )
    ).rows.map((row) => row.entity_id);

  beforeEach(async () => {
    await db.pool.query('TRUNCATE audit_log');
    await entry('sign-in', 'old@example.org', 400);
    await entry('sign-in', 'older@example.org', 800);
    await entry('sign-in', 'recent@example.org', 10);
    await entry('user', 'old-user', 800);
  });

  it('deletes the sign-in events older than the setting, in batches, and nothing else', async () => {
    expect(await purgeSignInEvents(db.pool, 365, { batchSize: 1 })).toBe(2);
    expect(await ids('sign-in')).toEqual(['recent@example.org']);
    expect(await ids('user')).toEqual(['old-user']);
    expect(await purgeSignInEvents(db.pool, 5)).toBe(1);
    expect(await ids('user')).toEqual(['old-user']);
  });

  it('is run by the server jobs with AUDIT_SIGNIN_DAYS', async () => {
    const jobs = createServerJobs({
      pool: db.pool,
      importDir: '/nonexistent',
      smtpUrl: undefined,
      alertFrom: 'test@example.org',
      intervalMs: 60_000,
      log: { warn: () => undefined },
      auditSignInDays: 500,
    });
    await jobs.tick();
    expect(await ids('sign-in')).toEqual(['old@example.org', 'recent@example.org']);
  });

  it('still refuses every other delete and every change, the purge setting named or not', async () => {
    await expect(db.pool.query("DELETE FROM audit_log WHERE entity = 'sign-in'")).rejects.toThrow(
      REFUSED,
    );
    await expect(
      inTransaction(db.pool, async (client) => {
        await client.query("SELECT set_config('headgate.sign_in_purge_days', '365', true)");
        await client.query("DELETE FROM audit_log WHERE entity = 'user'");
      }),
    ).rejects.toThrow(REFUSED);
    // A sign-in event younger than the setting it names.
    await expect(
      inTransaction(db.pool, async (client) => {
        await client.query("SELECT set_config('headgate.sign_in_purge_days', '365', true)");
        await client.query("DELETE FROM audit_log WHERE entity_id = 'recent@example.org'");
      }),
    ).rejects.toThrow(REFUSED);
    await expect(
      inTransaction(db.pool, async (client) => {
        await client.query("SELECT set_config('headgate.sign_in_purge_days', '0', true)");
        await client.query("DELETE FROM audit_log WHERE entity_id = 'recent@example.org'");
      }),
    ).rejects.toThrow(REFUSED);
    await expect(
      inTransaction(db.pool, async (client) => {
        await client.query("SELECT set_config('headgate.sign_in_purge_days', '365', true)");
        await client.query("UPDATE audit_log SET actor_name = 'x' WHERE entity = 'sign-in'");
      }),
    ).rejects.toThrow(REFUSED);
    expect(await ids('sign-in')).toHaveLength(3);
    expect(await ids('user')).toEqual(['old-user']);
  });

  it('keeps the sign-in actions to sign-in events, and record actions to the rest', async () => {
    await expect(
      db.pool.query(
        `INSERT INTO audit_log (actor_subject, actor_name, entity, entity_id, action)
         VALUES ('a', 'A', 'user', 'u', 'signed-in')`,
      ),
    ).rejects.toThrow('audit_log_action_check');
    await expect(
      db.pool.query(
        `INSERT INTO audit_log (actor_subject, actor_name, entity, entity_id, action)
         VALUES ('a', 'A', 'sign-in', 'a@example.org', 'delete')`,
      ),
    ).rejects.toThrow('audit_log_action_check');
  });
});
