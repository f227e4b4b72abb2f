#!/usr/bin/env node
// `npm test`: everything CI checks, in the order that fails fastest.
import { ensureChromium } from './lib/chromium.mjs';
import { buildStale } from './lib/staleBuild.mjs';
import { install, runPnpm, step } from './lib/workspace.mjs';

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
timed('Typecheck', () => runPnpm(['run', 'typecheck']));
timed('Lint', () => runPnpm(['run', 'lint']));
timed('Format', () => runPnpm(['run', 'format:check']));
timed('Unit and integration tests', () => runPnpm(['run', 'test:unit']));
timed('Build', () => buildStale());
timed('End-to-end tests', () =>
  runPnpm(['run', 'test:e2e'], { env: { ...process.env, CHROMIUM_PATH: chromium } }),
);

console.log('\nAll checks passed.');
for (const [label, seconds] of timings)
  console.log(`  ${label.padEnd(28)} ${seconds.toFixed(1)} s`);
console.log(`  ${'Total'.padEnd(28)} ${((Date.now() - started) / 1000).toFixed(1)} s`);
