#!/usr/bin/env node
// `pnpm bench:lighthouse [--runs N] [--page P]`: Lighthouse's mobile profile (performance and
// accessibility) on `/` and `/login` of the all-in-one build, in Debian's Chromium, each run with
// a fresh profile (a first visit, the disclaimer included). Prints every run's scores with LCP,
// TBT, CLS and FCP, then the medians. With `--why`, the last run of each page also prints its
// LCP element, the main-thread time by kind of work and the scripts costing the most time.
// `--page /login` audits that page alone. On `/`, it then times the first features the map draws
// on a first visit, as the browser runs here and with the CPU slowed as in Lighthouse's profile.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startBenchServer } from './lib/benchServer.mjs';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.mjs';
import { coldFirstFeaturesMs } from './lib/firstFeatures.mjs';
import { buildStale } from './lib/staleBuild.mjs';
import { install, step } from './lib/workspace.mjs';

const pageFlag = process.argv.indexOf('--page');
const PAGES = pageFlag > 0 ? [process.argv[pageFlag + 1]] : ['/', '/login'];
const runsFlag = process.argv.indexOf('--runs');
const RUNS = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 3;
const PERFORMANCE_AIM = 90;
const WHY = process.argv.includes('--why');
const FIRST_FEATURES_AIM_MS = 1_500;
/** Lighthouse's mobile profile slows the CPU four times. */
const MOBILE_CPU_SLOWDOWN = 4;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One cold Lighthouse run of a page in a new Chromium with an empty profile. */
async function audit(executablePath, url) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: executablePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    userDataDir,
    logLevel: 'silent',
  });
  try {
    const { lhr } = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      {
        extends: 'lighthouse:default',
        settings: { onlyCategories: ['performance', 'accessibility'] },
      },
    );
    const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      fcp: metric('first-contentful-paint'),
      version: lhr.lighthouseVersion,
      // Lighthouse reports a failed run (no paint seen, page hung) here, with all metrics empty.
      failure: lhr.runtimeError?.message,
      why: WHY ? whereTheTimeGoes(lhr.audits) : '',
    };
  } finally {
    await chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** The LCP element, main-thread work by kind and the scripts with the most CPU time, as text. */
function whereTheTimeGoes(audits) {
  const items = (id) => audits[id]?.details?.items ?? [];
  const ms = (value) => `${Math.round(value)} ms`.padStart(9);
  const where = (url) => (URL.canParse(url) ? new URL(url).pathname : url);
  const lcp = items('lcp-breakdown-insight');
  const lcpElement = lcp.find((item) => item.type === 'node')?.snippet;
  const lcpParts = lcp.find((item) => item.type === 'table')?.items ?? [];
  const lines = [
    `LCP element: ${lcpElement ?? 'unknown'}`,
    ...lcpParts.map((part) => `${ms(part.duration)}  LCP ${part.label}`),
    'main thread by kind of work:',
  ];
  for (const item of items('mainthread-work-breakdown').slice(0, 6))
    lines.push(`${ms(item.duration)}  ${item.groupLabel}`);
  lines.push('scripts by CPU time (total / evaluation / parse+compile):');
  for (const item of items('bootup-time').slice(0, 8))
    lines.push(
      `${ms(item.total)}${ms(item.scripting)}${ms(item.scriptParseCompile)}  ${where(item.url)}`,
    );
  return lines.join('\n');
}

const row = (label, r) =>
  `${label.padEnd(10)}${String(r.performance).padStart(6)}${String(r.accessibility).padStart(7)}` +
  `${`${(r.lcp / 1000).toFixed(2)} s`.padStart(10)}${`${Math.round(r.tbt)} ms`.padStart(10)}` +
  `${r.cls.toFixed(3).padStart(8)}${`${(r.fcp / 1000).toFixed(2)} s`.padStart(10)}`;

/** The median time to the map's first features over `RUNS` first visits, per CPU speed. */
async function reportFirstFeatures(executablePath, url) {
  step(`First features on the public map (${RUNS} cold visits each)`);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    for (const cpuSlowdown of [1, MOBILE_CPU_SLOWDOWN]) {
      const times = [];
      for (let run = 1; run <= RUNS; run++)
        times.push(await coldFirstFeaturesMs(browser, url, { cpuSlowdown }));
      const runs = times.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ');
      const cpu = cpuSlowdown === 1 ? 'this machine' : `CPU ${cpuSlowdown}× slower`;
      console.log(`${cpu.padEnd(20)} median ${(median(times) / 1000).toFixed(2)} s (${runs})`);
    }
    console.log(`aim: ≤ ${(FIRST_FEATURES_AIM_MS / 1000).toFixed(1)} s on this machine`);
  } finally {
    await browser.close();
  }
}

install();
buildStale();
const executablePath = ensureChromium();
const { server, baseUrl } = await startBenchServer();
try {
  for (const page of PAGES) {
    step(`Lighthouse, mobile profile, ${page} (${RUNS} cold runs)`);
    const results = [];
    for (let run = 1; run <= RUNS; run++) results.push(await audit(executablePath, baseUrl + page));
    console.log(`Lighthouse ${results[0].version}`);
    console.log(
      `${'run'.padEnd(10)}${'perf'.padStart(6)}${'a11y'.padStart(7)}${'LCP'.padStart(10)}${'TBT'.padStart(10)}${'CLS'.padStart(8)}${'FCP'.padStart(10)}`,
    );
    results.forEach((result, index) =>
      console.log(
        result.failure
          ? `${String(index + 1).padEnd(10)}failed: ${result.failure}`
          : row(String(index + 1), result),
      ),
    );
    const measured = results.filter((result) => !result.failure);
    const medians = Object.fromEntries(
      ['performance', 'accessibility', 'lcp', 'tbt', 'cls', 'fcp'].map((key) => [
        key,
        median(measured.map((result) => result[key])),
      ]),
    );
    console.log(row('median', medians));
    if (WHY && measured.length) console.log(measured.at(-1).why);
    console.log(`aim: performance ≥ ${PERFORMANCE_AIM}, CLS ≤ 0.1`);
    if (page === '/') await reportFirstFeatures(executablePath, baseUrl + page);
  }
} finally {
  server.kill('SIGTERM');
}
