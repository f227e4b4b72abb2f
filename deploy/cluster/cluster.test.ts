import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEFAULT_DEMO_PASSWORD, FAILURES_PER_ADDRESS } from '@headgate/identity';
import { exposedMetricNames, metricNamesIn } from '../prometheus/metricNames';
import { missingForPrometheus, startThrowawayPrometheus } from '../prometheus/throwawayPrometheus';
import { browserSignIn, type LoginOutcome } from './browserSignIn';
import { READY_PATH, answersOk } from './readiness';
import { missingForCluster, startCluster, type Cluster } from './startCluster';

const rootDir = path.resolve(__dirname, '../..');
// The API alone: `npm test` runs this beside the build, so the shell may not be built yet.
const missing = missingForCluster(rootDir, { withoutBuild: true });
if (missing) console.warn(`Cluster tests skipped: ${missing}`);
const describeCluster = missing ? describe.skip : describe;
const missingPrometheus = missingForPrometheus();
if (!missing && missingPrometheus)
  console.warn(`Prometheus scrape test skipped: ${missingPrometheus}`);

/** The token Prometheus presents to every server of the cluster. */
const METRICS_TOKEN = 'cluster-scrape-secret';
/** Grafana's variables in the shipped dashboard's queries, as Grafana would fill them. */
const DASHBOARD_VARIABLES: [string, string][] = [
  ['$__rate_interval', '1m'],
  ['$instance', '.*'],
];

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
  /** Every line the servers and nginx wrote, each prefixed with its writer's name. */
  const output: string[] = [];
  /** The servers' JSON log lines carrying `requestId`. */
  const serverLinesWith = (requestId: string) =>
    output.filter((line) => line.includes(`"requestId":"${requestId}"`));
  let cluster: Cluster;
  let db: pg.Pool;
  /** The start, kept so that a start past its time limit is still stopped, not left running. */
  let starting: Promise<Cluster> | undefined;

  beforeAll(async () => {
    starting = startCluster({
      rootDir,
      servers: 2,
      withoutBuild: true,
      env: { HEADGATE_JOBS_INTERVAL_MS: '1000', METRICS_TOKEN },
      failTimeoutSeconds: 2,
      output: (line) => output.push(line),
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

  it(
    'follows one request id from the caller through nginx and a server, and back',
    async () => {
      const nginxLinesWith = (requestId: string) =>
        fs
          .readFileSync(cluster.accessLog, 'utf8')
          .split('\n')
          .filter((line) => line.includes(`"requestId":"${requestId}"`));
      const sent = await fetch(`${cluster.url}/api/public-map/layers`, {
        headers: { 'x-request-id': 'abc-123' },
      });
      expect([sent.status, sent.headers.get('x-request-id')]).toEqual([200, 'abc-123']);
      // nginx writes its line once the answer is sent: it may come a moment after the answer.
      expect(await waitFor(async () => nginxLinesWith('abc-123').length === 1, 5_000)).toBe(true);
      expect(JSON.parse(nginxLinesWith('abc-123')[0]!)).toMatchObject({
        method: 'GET',
        path: '/api/public-map/layers',
        status: 200,
      });
      expect(await waitFor(async () => serverLinesWith('abc-123').length > 0, 5_000)).toBe(true);
      expect(serverLinesWith('abc-123')).toEqual([
        expect.stringMatching(/"route":"\/api\/public-map\/layers","status":200/),
      ]);

      // Without one, or with one outside the strict form, nginx's own joins the two logs.
      const withoutKeptId: Record<string, string>[] = [
        {},
        { 'x-request-id': 'has spaces"and quotes' },
      ];
      for (const headers of withoutKeptId) {
        const answer = await fetch(`${cluster.url}/api/public-map/layers`, { headers });
        const id = answer.headers.get('x-request-id')!;
        expect(id).toMatch(/^[0-9a-f]{32}$/);
        expect(await waitFor(async () => nginxLinesWith(id).length === 1, 5_000)).toBe(true);
        expect(await waitFor(async () => serverLinesWith(id).length === 1, 5_000)).toBe(true);
      }
    },
    TEST_MS,
  );

  (missingPrometheus ? it.skip : it)(
    "is scraped by a real Prometheus on each server's own port, with METRICS_TOKEN only",
    async () => {
      const targets = cluster.servers.map((server) => `127.0.0.1:${server.port}`).sort();
      const prometheus = await startThrowawayPrometheus({
        targets,
        token: METRICS_TOKEN,
        scrapeInterval: '1s',
      });
      try {
        const counted = async () =>
          (await prometheus.query('sum by (instance) (http_request_duration_seconds_count)'))
            .map((sample) => sample.metric.instance)
            .sort();
        expect(await waitFor(async () => (await counted()).length === targets.length, 15_000)).toBe(
          true,
        );
        expect(await counted()).toEqual(targets);
        const ready = await prometheus.query('headgate_server_ready');
        expect(ready.map((sample) => [sample.metric.instance, sample.value[1]]).sort()).toEqual(
          targets.map((target) => [target, '1']),
        );
        // Every query of the shipped rules (as Prometheus loaded them) and dashboard is PromQL
        // this Prometheus accepts, and reads only series a server exposes.
        const rules = (await (await fetch(`${prometheus.url}/api/v1/rules`)).json()) as {
          data: { groups: { rules: { query: string }[] }[] };
        };
        const ruleQueries = rules.data.groups.flatMap((group) => group.rules.map((r) => r.query));
        expect(ruleQueries.length).toBeGreaterThan(0);
        const dashboardQueries = (
          JSON.parse(
            fs.readFileSync(path.join(rootDir, 'deploy/grafana/headgate-dashboard.json'), 'utf8'),
          ) as { panels: { targets?: { expr: string }[] }[] }
        ).panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr));
        for (const query of dashboardQueries) {
          const filled = DASHBOARD_VARIABLES.reduce(
            (q, [name, value]) => q.replaceAll(name, value),
            query,
          );
          await expect(prometheus.query(filled)).resolves.toEqual(expect.any(Array));
        }
        const exposition = await (
          await fetch(`${cluster.servers[0]!.url}/metrics`, {
            headers: { authorization: `Bearer ${METRICS_TOKEN}` },
          })
        ).text();
        const exposed = exposedMetricNames(exposition);
        // `up` is Prometheus' own series of each scrape.
        const used = [...ruleQueries, ...dashboardQueries].flatMap(metricNamesIn);
        expect(used.filter((name) => name !== 'up' && !exposed.has(name))).toEqual([]);
      } finally {
        await prometheus.stop();
      }
      for (const server of cluster.servers) {
        expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
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
        // A failed call's body names its request id, which the server's log line carries.
        const failed = await fetch(`${cluster.url}/api/public-map/layers`, {
          headers: { 'x-request-id': 'outage-1' },
        });
        expect(failed.status).toBeGreaterThanOrEqual(500);
        expect(((await failed.json()) as { requestId: string }).requestId).toBe('outage-1');
        expect(await waitFor(async () => serverLinesWith('outage-1').length > 0, 5_000)).toBe(true);
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
