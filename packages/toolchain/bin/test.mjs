#!/usr/bin/env node
// `npm test`: everything CI checks. The checks that need no browser run two at a time beside
// the build (this machine class has two cores); the browser tests run once all have passed.
import { onSupportedNode } from './lib/nodeRuntime.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureNginx } from './lib/nginx.mjs';
import { ensureOgcClients } from './lib/ogcClients.mjs';
import { ensurePrometheus } from './lib/prometheus.mjs';
import { pnpmStep, runConcurrently } from './lib/concurrentSteps.mjs';
import { install, pnpm, runPnpm, step } from './lib/workspace.mjs';

await onSupportedNode();

const started = Date.now();
const timings = [];
function timed(label, action) {
  const t0 = Date.now();
  step(label);
  action();
  timings.push([label, (Date.now() - t0) / 1000]);
}

timed('Install', install);
const chromium = ensureChromium();
// The cluster tests (deploy/cluster) put nginx in front of two servers; the second-origin e2e
// spec serves a team's remote from it.
ensureNginx();
// The /ogc tests read the API with GDAL and OWSLib, clients nobody here wrote.
ensureOgcClients();
// The shipped alert rules' unit tests (promtool) and a real Prometheus scraping the cluster.
ensurePrometheus();
timings.push(
  ...(await runConcurrently(
    [
      pnpmStep('Unit and integration tests', ['run', 'test:unit']),
      // The swap test's second build of a remote goes after the first, which may empty dist/, and
      // after the release artifact (made from the first build) is packed and tested.
      {
        label: 'Build, package and test the release',
        command: 'sh',
        args: [
          '-c',
          [
            `"${process.execPath}" packages/toolchain/bin/build.mjs`,
            `"${process.execPath}" packages/toolchain/bin/package.mjs`,
            [...pnpm(), 'run', 'test:release'].join(' '),
            [...pnpm(), '--filter', '@headgate/e2e', 'run', 'build:swap'].join(' '),
          ].join(' && '),
        ],
      },
      pnpmStep('Typecheck', ['run', 'typecheck']),
      pnpmStep('Lint', ['run', 'lint']),
      pnpmStep('Format', ['run', 'format:check']),
    ],
    { concurrency: 2 },
  )),
);
timed('End-to-end tests', () =>
  runPnpm(['run', 'test:e2e'], { env: { ...process.env, CHROMIUM_PATH: chromium } }),
);

console.log('\nAll checks passed.');
for (const [label, seconds] of timings)
  console.log(`  ${label.padEnd(28)} ${seconds.toFixed(1)} s`);
console.log(`  ${'Total'.padEnd(28)} ${((Date.now() - started) / 1000).toFixed(1)} s`);
