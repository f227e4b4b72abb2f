import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEFAULT_DEMO_PASSWORD, FAILURES_PER_ADDRESS } from '@headgate/identity';
import { browserSignIn, type LoginOutcome } from './browserSignIn';
import { READY_PATH, answersOk } from './readiness';
import { missingForCluster, startCluster, type Cluster } from './startCluster';

const rootDir = path.resolve(__dirname, '../..');
// The API alone: `npm test` runs this beside the build, so the shell may not be built yet.
const missing = missingForCluster(rootDir, { withoutBuild: true });
if (missing) console.warn(`Cluster tests skipped: ${missing}`);
const describeCluster = missing ? describe.skip : describe;

/** Each test's own limit: every step goes through real processes. */
const TEST_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(200);
  }
  return false;
}

describeCluster('two servers behind nginx on one PostgreSQL', () => {
  let cluster: Cluster;
  let db: pg.Pool;
  /** The start, kept so that a start past its time limit is still stopped, not left running. */
  let starting: Promise<Cluster> | undefined;

  beforeAll(async () => {
    starting = startCluster({
      rootDir,
      servers: 2,
      withoutBuild: true,
      env: { HEADGATE_JOBS_INTERVAL_MS: '1000' },
      failTimeoutSeconds: 2,
    });
    cluster = await starting;
    db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
    // Its idle connections end when the database is stopped on purpose below.
    db.on('error', () => undefined);
    // A new PostgreSQL cluster, two servers and nginx: about 30 s on a quiet two-core machine,
    // past 120 s at load 15 to 20 (the suite beside a build and browser tests).
  }, 300_000);
  afterAll(async () => {
    await db?.end();
    const started = cluster ?? (await starting?.catch(() => undefined));
    await started?.stop();
  }, 300_000);

  it(
    'signs in through the proxy while requests alternate servers',
    async () => {
      const tokens = await browserSignIn(cluster.url).signIn(
        'admin@headgate.test',
        DEFAULT_DEMO_PASSWORD,
      );
      // Round robin: four calls reach both servers twice; each accepts the other's token.
      for (let call = 0; call < 4; call++) {
        const answer = await fetch(`${cluster.url}/api/import-runs?import_ndx=1`, {
          headers: { authorization: `Bearer ${tokens.access_token}` },
        });
        expect(answer.status).toBe(200);
      }
    },
    TEST_MS,
  );

  it('locks the forwarded address that failed too often, on both servers, and only that one', async () => {
    const guesser = '203.0.113.7';
    // A new email each time: only the address's limit is at stake. Each failure costs a
    // deliberately slow password check, so they go four at a time; nginx's round robin spreads
    // them over both servers.
    const attempt = (index: number) =>
      browserSignIn(cluster.url, { forwardedFor: guesser }).submitLogin(
        `guess-${index}@headgate.test`,
        'wrong password',
      );
    const allowed: LoginOutcome[] = [];
    for (let index = 0; index < FAILURES_PER_ADDRESS; index += 4) {
      allowed.push(
        ...(await Promise.all(
          [0, 1, 2, 3]
            .filter((k) => index + k < FAILURES_PER_ADDRESS)
            .map((k) => attempt(index + k)),
        )),
      );
    }
    expect(allowed.map((outcome) => !outcome.signedIn && outcome.status)).toEqual(
      Array(FAILURES_PER_ADDRESS).fill(401),
    );
    // Five more: whichever server they reach, the address is locked.
    for (let index = FAILURES_PER_ADDRESS; index < 25; index++) {
      expect(await attempt(index)).toMatchObject({ signedIn: false, status: 429 });
    }
    const locked = await attempt(25);
    expect(!locked.signedIn && Number(locked.retryAfter)).toBeGreaterThan(0);
    const neighbour = await browserSignIn(cluster.url, { forwardedFor: '203.0.113.8' }).submitLogin(
      'guess-0@headgate.test',
      'wrong password',
    );
    expect(neighbour).toMatchObject({ signedIn: false, status: 401 });
  }, 90_000);

  it(
    'runs a requested import once, though both servers run the jobs',
    async () => {
      const runs = async () =>
        Number(
          (await db.query('SELECT count(*) AS n FROM import_runs WHERE import_ndx = 1')).rows[0].n,
        );
      const finished = async () =>
        Number(
          (
            await db.query(
              'SELECT count(*) AS n FROM import_runs WHERE import_ndx = 1 AND finished_at IS NOT NULL',
            )
          ).rows[0].n,
        );
      // The demo's imports are due at the first start; let those runs end first.
      await waitFor(async () => (await runs()) === (await finished()), 20_000);
      const before = await runs();
      await db.query('UPDATE import_data_sources SET run_now = true WHERE import_ndx = 1');
      expect(await waitFor(async () => (await finished()) > before, 20_000)).toBe(true);
      // Several more ticks of both servers.
      await sleep(2_500);
      expect(await runs()).toBe(before + 1);
    },
    TEST_MS,
  );

  it(
    'is not ready while the database is stopped, and ready again when it is back',
    async () => {
      const allAre = (ready: boolean) => async () =>
        (
          await Promise.all(cluster.servers.map((server) => answersOk(server.url + READY_PATH)))
        ).every((ok) => ok === ready);
      cluster.postgres.shutDown();
      try {
        expect(await waitFor(allAre(false), 10_000)).toBe(true);
        const answer = await fetch(cluster.servers[0]!.url + READY_PATH);
        expect(answer.status).toBe(503);
      } finally {
        cluster.postgres.startAgain();
      }
      expect(await waitFor(allAre(true), 15_000)).toBe(true);
    },
    TEST_MS,
  );

  it(
    'drains a server on SIGTERM with no failed request',
    async () => {
      const load = new Promise<autocannon.Result>((resolve, reject) =>
        autocannon(
          { url: `${cluster.url}/api/public-map/layers`, connections: 10, duration: 4 },
          (error, result) => (error ? reject(error) : resolve(result)),
        ),
      );
      await sleep(1_000);
      const exitCode = await cluster.servers[1]!.stop('SIGTERM');
      const result = await load;
      expect(exitCode).toBe(0);
      expect(result.requests.total).toBeGreaterThan(100);
      expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
        errors: 0,
        timeouts: 0,
        non2xx: 0,
      });
    },
    TEST_MS,
  );
});
