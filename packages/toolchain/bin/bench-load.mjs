#!/usr/bin/env node
// `pnpm bench:load [--duration 30] [--connections 100]`: autocannon against the public map's
// busiest calls of the all-in-one server, first on the embedded PGlite and then on a throwaway
// PostgreSQL 15, asking for compression as a browser does. Prints requests per second, latency
// (p50, p99), errors and bytes per answer, and the server's CPU share during the run: on two
// cores the load generator itself can be the limit, and the CPU share tells when it was.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBenchServer } from './lib/benchServer.mjs';
import { buildStale } from './lib/staleBuild.mjs';
import { install, ROOT, step } from './lib/workspace.mjs';

const flag = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const DURATION = flag('--duration', 30);
const CONNECTIONS = flag('--connections', 100);

/** The calls measured, with the rate (answers a second) and p99 (ms) each must reach. */
const TARGETS = [
  { path: '/api/health/live' },
  // The details answer from the same cached check, so at ≥ 0.8× the rate of live.
  { path: '/api/health' },
  { path: '/api/health/ready' },
  { path: '/api/public-map/layers', aim: { rps: 3000, p99: 50 } },
  { path: '/api/public-map/sources', aim: { rps: 500, p99: 250 } },
  { path: '/api/public-map/basemap/water-districts' },
];

/** CPU seconds a process has used so far (user + system), from /proc. */
function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function load(url) {
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: DURATION,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
}

/** A throwaway PostgreSQL 15 cluster, in a child process that removes it when it ends. */
async function startPostgres() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/core/database/testing/throwawayPostgresCli.ts'],
    { cwd: path.join(ROOT, 'packages', 'server'), stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const url = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => resolve(String(chunk).trim()));
    child.on('exit', (code) => reject(new Error(`PostgreSQL did not start (exit ${code})`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

async function measure(driver, env) {
  const { server, baseUrl } = await startBenchServer(env);
  const rows = [];
  try {
    for (const target of TARGETS) {
      // Warm the server's caches as the first visitors would.
      await fetch(baseUrl + target.path, { headers: { 'accept-encoding': 'br' } });
      const cpuBefore = cpuSeconds(server.pid);
      const result = await load(baseUrl + target.path);
      const cpu = (cpuSeconds(server.pid) - cpuBefore) / DURATION;
      rows.push({ driver, target, result, cpu });
    }
  } finally {
    server.kill('SIGTERM');
  }
  return rows;
}

function print(rows) {
  console.log(
    `\n${'driver'.padEnd(10)}${'call'.padEnd(42)}${'req/s'.padStart(9)}${'p50'.padStart(8)}${'p99'.padStart(8)}${'errors'.padStart(8)}${'bytes'.padStart(9)}${'server CPU'.padStart(12)}  aim`,
  );
  for (const { driver, target, result, cpu } of rows) {
    const failures = result.errors + result.timeouts + result.non2xx;
    const bytes = result.requests.total ? result.throughput.total / result.requests.total : 0;
    const aim = target.aim
      ? `≥ ${target.aim.rps} req/s, p99 < ${target.aim.p99} ms: ${
          result.requests.average >= target.aim.rps &&
          result.latency.p99 < target.aim.p99 &&
          failures === 0
            ? 'met'
            : 'not met'
        }`
      : '';
    console.log(
      `${driver.padEnd(10)}${target.path.padEnd(42)}${Math.round(result.requests.average).toString().padStart(9)}${`${result.latency.p50} ms`.padStart(8)}${`${result.latency.p99} ms`.padStart(8)}${String(failures).padStart(8)}${`${(bytes / 1024).toFixed(1)} KB`.padStart(9)}${`${Math.round(cpu * 100)} %`.padStart(12)}  ${aim}`,
    );
  }
}

install();
buildStale();
step(`Load: ${CONNECTIONS} connections, ${DURATION} s per call, PGlite then PostgreSQL 15`);
const rows = await measure('pglite', {});
const postgres = await startPostgres();
try {
  rows.push(...(await measure('postgres', { DATABASE_URL: postgres.url })));
} finally {
  postgres.stop();
}
print(rows);
