// `pnpm bench:cluster [--duration 10] [--connections 100]`: autocannon through nginx against the
// public map's calls and a signed-in call with 1 and with 3 servers; then one of three servers
// killed (SIGKILL) mid-run, and a rolling restart of all three (SIGTERM one by one, each back and
// ready before the next). Prints requests per second, p99 and the errors clients saw.
import path from 'node:path';
import autocannon from 'autocannon';
import { DEFAULT_DEMO_PASSWORD } from '@headgate/identity';
import { browserSignIn } from './browserSignIn';
import { missingForCluster, startCluster, type Cluster } from './startCluster';

const rootDir = path.resolve(import.meta.dirname, '../..');
const flag = (name: string, fallback: number) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const DURATION = flag('--duration', 10);
const CONNECTIONS = flag('--connections', 100);
/** How long nginx skips a failed server (the reference deployment's fail_timeout). */
const FAIL_TIMEOUT_SECONDS = 5;

interface Row {
  phase: string;
  call: string;
  result: autocannon.Result;
  note?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function load(url: string, headers: Record<string, string> = {}, duration = DURATION) {
  return new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration,
        headers: { 'accept-encoding': 'gzip, deflate, br', ...headers },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
}

const failures = (result: autocannon.Result) => result.errors + result.timeouts + result.non2xx;

/** What the failures were: connection errors, timeouts, and answers by status. */
function failureKinds(result: autocannon.Result): string {
  if (failures(result) === 0) return '';
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${count}× ${status}`);
  return [`${result.errors} errors`, `${result.timeouts} timeouts`, ...statuses].join(', ');
}

/** The calls measured: two public ones and one a signed-in administrator makes. */
async function calls(cluster: Cluster) {
  const tokens = await browserSignIn(cluster.url).signIn(
    'admin@headgate.test',
    DEFAULT_DEMO_PASSWORD,
  );
  const measured: { call: string; path?: string; headers: Record<string, string> }[] = [
    { call: '/api/public-map/layers', headers: {} },
    { call: '/api/public-map/sources', headers: {} },
    {
      call: '/api/authorized-facilities (signed in)',
      path: '/api/authorized-facilities',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    },
  ];
  return measured.map((entry) => ({ ...entry, url: cluster.url + (entry.path ?? entry.call) }));
}

async function throughput(cluster: Cluster, phase: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const { call, url, headers } of await calls(cluster)) {
    // Warm each server's caches as the first visitors would.
    for (let warm = 0; warm < cluster.servers.length * 2; warm++) await fetch(url, { headers });
    rows.push({ phase, call, result: await load(url, headers) });
  }
  return rows;
}

/** What nginx writes (a failed connection to a server is one line), with when it came. */
const nginxLines: { at: number; line: string }[] = [];

/**
 * Kills one server mid-run. Each connection nginx then tries to it fails and is logged (and the
 * request passed to the next server); the last such line before nginx skips it tells how soon
 * nginx stopped sending to it.
 */
async function killOne(cluster: Cluster): Promise<Row> {
  const victim = cluster.servers[2]!;
  const running = load(`${cluster.url}/api/public-map/layers`);
  await sleep((DURATION * 1000) / 3);
  const killedAt = Date.now();
  await victim.stop('SIGKILL');
  const result = await running;
  const failed = nginxLines
    .filter(({ at, line }) => at >= killedAt && line.includes(`127.0.0.1:${victim.port}`))
    .map(({ at }) => at - killedAt);
  const firstWindow = failed.filter((ms) => ms < FAIL_TIMEOUT_SECONDS * 1000);
  return {
    phase: 'server 3 SIGKILLed',
    call: '/api/public-map/layers',
    result,
    note: firstWindow.length
      ? `nginx stopped sending to it ${Math.max(...firstWindow)} ms after the kill (${firstWindow.length} failed connection(s) first, each passed on; then ${failed.length - firstWindow.length} probe(s), one per ${FAIL_TIMEOUT_SECONDS} s)`
      : `no failed connection logged (${failed.length} in all)`,
  };
}

/** SIGTERM each server in turn under load, starting it again and waiting until it is ready. */
async function rollingRestart(cluster: Cluster): Promise<Row> {
  const url = `${cluster.url}/api/public-map/layers`;
  const controller = { done: false };
  const started = Date.now();
  const restart = (async () => {
    await sleep(1_000);
    for (const server of cluster.servers) {
      const code = await server.stop('SIGTERM');
      if (code !== 0) throw new Error(`server ${server.index + 1} exited with ${code} on SIGTERM`);
      await server.start();
    }
    controller.done = true;
  })();
  // Long enough to cover the three restarts; measured until the last server is back.
  const results: autocannon.Result[] = [];
  while (!controller.done) {
    results.push(await load(url, {}, 5));
  }
  await restart;
  const seconds = (Date.now() - started) / 1000;
  const merged = results.reduce((total, result) => ({
    ...total,
    errors: total.errors + result.errors,
    timeouts: total.timeouts + result.timeouts,
    non2xx: total.non2xx + result.non2xx,
    requests: {
      ...total.requests,
      total: total.requests.total + result.requests.total,
      average: 0,
    },
    latency: { ...total.latency, p99: Math.max(total.latency.p99, result.latency.p99) },
  }));
  merged.requests.average = merged.requests.total / (results.length * 5);
  return {
    phase: 'rolling restart of 3',
    call: '/api/public-map/layers',
    result: merged,
    note: `${seconds.toFixed(0)} s for the three restarts, ${merged.requests.total} requests`,
  };
}

function print(rows: Row[]) {
  const header = `${'phase'.padEnd(22)}${'call'.padEnd(42)}${'req/s'.padStart(8)}${'p99'.padStart(10)}${'errors'.padStart(8)}  note`;
  console.log(`\n${header}\n${'-'.repeat(header.length + 20)}`);
  for (const { phase, call, result, note } of rows) {
    console.log(
      `${phase.padEnd(22)}${call.padEnd(42)}${Math.round(result.requests.average).toString().padStart(8)}${`${result.latency.p99} ms`.padStart(10)}${String(failures(result)).padStart(8)}  ${[failureKinds(result), note].filter(Boolean).join('; ')}`,
    );
  }
}

async function withCluster<T>(
  servers: number,
  measure: (cluster: Cluster) => Promise<T>,
): Promise<T> {
  console.log(`\n▶ Starting PostgreSQL 15, ${servers} server(s) and nginx`);
  const cluster = await startCluster({
    rootDir,
    servers,
    failTimeoutSeconds: FAIL_TIMEOUT_SECONDS,
    output: (line) => {
      if (line.startsWith('[nginx]')) nginxLines.push({ at: Date.now(), line });
    },
    // The benchmark measures the calls, not the jobs: one server's jobs would run on every one.
    env: { HEADGATE_JOBS: 'off' },
  });
  try {
    return await measure(cluster);
  } finally {
    await cluster.stop();
  }
}

const missing = missingForCluster(rootDir);
if (missing) {
  console.error(missing);
  process.exit(1);
}
console.log(`${CONNECTIONS} connections through nginx, ${DURATION} s per call`);
const rows: Row[] = [];
rows.push(...(await withCluster(1, (cluster) => throughput(cluster, '1 server'))));
rows.push(
  ...(await withCluster(3, async (cluster) => {
    const measured = await throughput(cluster, '3 servers');
    measured.push(await killOne(cluster));
    await cluster.servers[2]!.start();
    measured.push(await rollingRestart(cluster));
    return measured;
  })),
);
print(rows);
