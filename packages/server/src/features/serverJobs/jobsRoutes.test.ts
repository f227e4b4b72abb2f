import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { HealthResponse, Role } from '@headgate/contracts';
import { useTestApi } from '../../core/api/testing/apiFixture';
import type { Database } from '../../core/database/openDatabase';
import { DRIVERS } from '../../core/database/testing/testDatabases';
import { embeddedBearer } from '../usersManagement/users/testing/embeddedTokens';
import { configureImport, insertJobsFixture } from './testing/jobsFixture';

jest.setTimeout(60_000);

const importDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-imports-'));
fs.mkdirSync(path.join(importDir, 'gages'));
afterAll(() => fs.rmSync(importDir, { recursive: true, force: true }));

/** An import set to run now whose file is missing, and a message whose delivery failed. */
async function insertBrokenWork(db: Database) {
  await insertJobsFixture(db);
  await configureImport(db.pool, 'missing.csv', { enabled: true, run_now: true });
  await db.pool.query(
    `INSERT INTO alert_outbox (recipients, subject, body, status, attempts, last_error)
     VALUES ('{a@example.org}', 'Refused', 'Never arrived', 'failed', 6, '550 Mailbox unavailable')`,
  );
}

describe.each(DRIVERS)('server jobs API on %s', (driver) => {
  const api = useTestApi(driver, insertBrokenWork, {
    HEADGATE_JOBS: 'on',
    HEADGATE_IMPORT_DIR: importDir,
    HEADGATE_JOBS_INTERVAL_MS: '60000',
  });
  const get = async (url: string, roles: readonly Role[] | 'anonymous' = ['Administrator']) =>
    api.app.inject({
      method: 'GET',
      url,
      headers: roles === 'anonymous' ? {} : await embeddedBearer(api.db, roles),
    });
  /** The health answer once the jobs' first tick (started with the server) has finished. */
  async function healthAfterFirstTick(): Promise<HealthResponse> {
    for (;;) {
      const health = (await get('/api/health', 'anonymous')).json<HealthResponse>();
      // The purge of expired sign-in records ends a tick.
      if (health.jobs?.signInRecords.lastTickAt) return health;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('shows in /api/health when the jobs last ran, the failed run and the failed delivery', async () => {
    const { jobs } = await healthAfterFirstTick();
    expect(jobs).toEqual({
      imports: {
        lastTickAt: expect.any(String),
        runs: 1,
        failedRuns: 1,
        lastError: 'Import 1: No file matching "missing.csv" in "gages".',
      },
      alerts: {
        lastTickAt: expect.any(String),
        queued: 0,
        sent: 0,
        failedDeliveries: 1,
        lastError: null,
      },
      signInRecords: { lastTickAt: expect.any(String), purged: 0, lastError: null },
    });
  });

  it('lists an import’s runs and the outbox to administrators and developers', async () => {
    await healthAfterFirstTick();
    for (const role of ['Administrator', 'Developer'] as const) {
      const runs = await get('/api/import-runs?import_ndx=1', [role]);
      expect(runs.statusCode).toBe(200);
      expect(runs.json()).toEqual([
        expect.objectContaining({
          import_ndx: 1,
          status: 'failed',
          message: 'No file matching "missing.csv" in "gages".',
          finished_at: expect.stringMatching(/Z$/),
          server: `${os.hostname()}:${process.pid}`,
        }),
      ]);
      const outbox = await get('/api/alerts-outbox', [role]);
      expect(outbox.statusCode).toBe(200);
      expect(outbox.json()).toEqual([
        expect.objectContaining({
          subject: 'Refused',
          status: 'failed',
          attempts: 6,
          last_error: '550 Mailbox unavailable',
          // A message from before the servers were recorded names none.
          queued_by: null,
          sent_by: null,
        }),
      ]);
    }
  });

  it('refuses the runs and the outbox to users, all-data users (403) and anonymous callers (401)', async () => {
    for (const url of ['/api/import-runs?import_ndx=1', '/api/alerts-outbox']) {
      expect((await get(url, 'anonymous')).statusCode).toBe(401);
      for (const role of ['User', 'All Data User'] as const)
        expect([url, role, (await get(url, [role])).statusCode]).toEqual([url, role, 403]);
    }
  });
});
