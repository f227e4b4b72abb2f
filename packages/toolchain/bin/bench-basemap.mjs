#!/usr/bin/env node
// `pnpm bench:basemap`: what the offline basemap and the offline place search cost, measured over
// HTTP against the API server (in-memory database with the demo data): each basemap layer's
// features and bytes as sent (plain and gzip), and the median / 95th percentile time of a layer
// request, a place search and a reverse look-up. BENCH_REPS sets the measured repetitions
// (default 100, after 10 warm-up runs).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startBenchServer } from './lib/benchServer.mjs';
import { install, ROOT, step } from './lib/workspace.mjs';

/** One file per layer, named by the layer's id. */
const LAYERS = fs
  .readdirSync(path.join(ROOT, 'packages', 'server', 'demo-data', 'basemap'))
  .map((file) => path.basename(file, '.geojson'));
const SEARCHES = ['brighton', 'fort lupton', 'weld', 'henderson', 'platte', 'fort luptn'];
/** Points across Water District 2, from Denver to Greeley. */
const POINTS = [
  [-104.8, 39.98],
  [-104.82, 40.08],
  [-104.75, 40.2],
  [-104.95, 39.8],
  [-104.7, 40.4],
];
const WARMUP = 10;
const repetitions = Number(process.env.BENCH_REPS ?? 100);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** GET with the raw body as sent (no decompression), so gzip bytes can be counted. */
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`${url}: ${response.statusCode}`));
          else resolve(Buffer.concat(chunks));
        });
      })
      .on('error', reject);
  });
}

async function latency(run) {
  for (let i = 0; i < WARMUP; i++) await run(i);
  const times = [];
  for (let i = 0; i < repetitions; i++) {
    const started = performance.now();
    await run(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
  return `${at(50).toFixed(2)} / ${at(95).toFixed(2)} ms`;
}

install();
step('Starting the API server with the demo data in memory');
const { server, baseUrl } = await startBenchServer();
const api = `${baseUrl}/api/public-map`;
try {
  step('Basemap layers as sent');
  console.log(
    `${'layer'.padEnd(17)}${'features'.padStart(9)}${'raw'.padStart(11)}${'gzip'.padStart(11)}`,
  );
  let raw = 0;
  let gzip = 0;
  for (const layer of LAYERS) {
    const plain = await get(`${api}/basemap/${layer}`);
    const packed = await get(`${api}/basemap/${layer}`, { 'accept-encoding': 'gzip' });
    const features = JSON.parse(plain.toString()).features.length;
    raw += plain.length;
    gzip += packed.length;
    console.log(
      `${layer.padEnd(17)}${String(features).padStart(9)}${kb(plain.length).padStart(11)}${kb(packed.length).padStart(11)}`,
    );
  }
  console.log(`${'all'.padEnd(26)}${kb(raw).padStart(11)}${kb(gzip).padStart(11)}`);

  step(`Latency, p50 / p95 over ${repetitions} requests`);
  const rows = [
    [
      'basemap layer (gzip)',
      await latency((i) =>
        get(`${api}/basemap/${LAYERS[i % LAYERS.length]}`, { 'accept-encoding': 'gzip' }),
      ),
    ],
    [
      'place search',
      await latency((i) =>
        get(`${api}/places?q=${encodeURIComponent(SEARCHES[i % SEARCHES.length])}`),
      ),
    ],
    [
      'reverse look-up',
      await latency((i) => {
        const [lon, lat] = POINTS[i % POINTS.length];
        return get(`${api}/places/reverse?lon=${lon}&lat=${lat}`);
      }),
    ],
  ];
  for (const [name, figures] of rows) console.log(`${name.padEnd(22)}${figures}`);
} finally {
  server.kill('SIGTERM');
}
