#!/usr/bin/env node
// `pnpm bench:bundle`: the JavaScript each app needs for its first render, measured in Chromium
// against the all-in-one build: the bytes on the wire (as served: brotli where the browser takes
// it) and gzip -9 of the same files, and the shell's first load relative to the floor of any
// React app (react + react-dom, built and minified the same way). `--chunks` lists every script
// of `/` and `/login`, biggest first, to show where the bytes go.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { startBenchServer } from './lib/benchServer.mjs';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.mjs';
import { buildStale } from './lib/staleBuild.mjs';
import { install, ROOT, step } from './lib/workspace.mjs';

const require = createRequire(import.meta.url);
const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const LIST_CHUNKS = process.argv.includes('--chunks');
/** The aims of the front-door issue. */
const MAP_WIRE_AIM = 350 * 1024;
const FLOOR_RATIO_AIM = 2.5;

/** A page of each app, and how to tell it has rendered. */
const FIRST_RENDERS = [
  { app: 'shell', path: '/login', ready: 'main h1' },
  { app: 'mfe-map', path: '/', ready: '[data-remote-root="mfe-map"] h1' },
  { app: 'mfe-facility', path: '/facility-pages', ready: '[data-remote-root="mfe-facility"] h1' },
  {
    app: 'mfe-admin',
    path: '/admin/users-management',
    ready: '[data-remote-root="mfe-admin"] h1',
    signedIn: true,
  },
  {
    app: 'mfe-data-access',
    path: '/data-access/time-series-comparisons',
    ready: '[data-remote-root="mfe-data-access"] h1',
  },
  {
    app: 'mfe-mobile',
    path: '/dashboards/mobile-dashboard',
    ready: '[data-remote-root="mfe-mobile"] h1',
    signedIn: true,
  },
];

async function reactFloor() {
  const webpack = require('webpack');
  const TerserPlugin = require('terser-webpack-plugin');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-floor-'));
  fs.writeFileSync(
    path.join(dir, 'entry.js'),
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(createElement('p', null, 'hello'));\n",
  );
  await new Promise((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: './entry.js',
        output: { path: path.join(dir, 'dist'), filename: 'floor.js' },
        resolve: {
          modules: [path.join(ROOT, 'packages', 'toolchain', 'node_modules'), 'node_modules'],
        },
        optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })] },
      },
      (error, stats) =>
        error || stats.hasErrors() ? reject(error ?? new Error(stats.toString())) : resolve(),
    ),
  );
  const size = gzipSize(fs.readFileSync(path.join(dir, 'dist', 'floor.js')));
  fs.rmSync(dir, { recursive: true, force: true });
  return size;
}

/** The storage of a Developer signed in through the login page: protected pages need one. */
async function developerSession(browser, baseUrl) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  await page
    .getByRole('dialog', { name: 'Disclaimer' })
    .getByRole('button', { name: 'Accept' })
    .click();
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByLabel('Email').fill('developer@headgate.test');
  await page.getByLabel('Password').fill(process.env.DEMO_PASSWORD ?? 'headgate-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'User menu' }).waitFor();
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * Wire and gzip -9 bytes of every script the page loaded until `ready` appeared, split by who
 * served it; a protected page is measured signed in (the sign-in chunk counts towards its first
 * render).
 */
async function measure(browser, baseUrl, { path: route, ready, signedIn }) {
  const context = await browser.newContext(
    signedIn ? { storageState: await developerSession(browser, baseUrl) } : {},
  );
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    // A redirect has no body; the script it leads to is a response of its own.
    const redirect = response.status() >= 300 && response.status() < 400;
    if (response.request().resourceType() !== 'script' || redirect) return;
    // The body first: Chromium drops it once the page navigates. A script of a page that
    // navigated on (a sign-in round trip) is not part of the render measured.
    scripts.push(
      response
        .body()
        .then(async (body) => ({
          url: new URL(response.url()).pathname,
          bytes: gzipSize(body),
          wire: (await response.request().sizes()).responseBodySize,
          encoding: response.headers()['content-encoding'] ?? 'none',
        }))
        .catch(() => null),
    );
  });
  await page.goto(baseUrl + route);
  await page.waitForSelector(ready);
  await page.waitForLoadState('networkidle');
  const loaded = (await Promise.all(scripts)).filter(Boolean);
  await context.close();
  const remote = loaded.filter((s) => s.url.startsWith('/remotes/'));
  const shell = loaded.filter((s) => !s.url.startsWith('/remotes/'));
  const sum = (list, key = 'bytes') => list.reduce((total, s) => total + s[key], 0);
  return {
    total: sum(loaded),
    shell: sum(shell),
    remote: sum(remote),
    wire: sum(loaded, 'wire'),
    ownWire: { shell: sum(shell, 'wire'), remote: sum(remote, 'wire') },
    requests: loaded.length,
    scripts: loaded,
  };
}

install();
buildStale();
const executablePath = ensureChromium();
step('Measuring the JavaScript of each first render (gzip -9)');
const floor = await reactFloor();
const { server, baseUrl } = await startBenchServer();
const browser = await chromium.launch({
  executablePath,
  args: CHROMIUM_ARGS,
});
try {
  const rows = [];
  for (const target of FIRST_RENDERS) rows.push([target, await measure(browser, baseUrl, target)]);
  console.log(
    `\n${'app (page)'.padEnd(44)}${'own wire'.padStart(10)}${'own gz-9'.padStart(10)}${'page wire'.padStart(11)}${'page gz-9'.padStart(11)}${'scripts'.padStart(9)}`,
  );
  for (const [target, result] of rows) {
    const own = target.app === 'shell' ? 'shell' : 'remote';
    console.log(
      `${`${target.app} (${target.path})`.padEnd(44)}${kb(result.ownWire[own]).padStart(10)}${kb(result[own]).padStart(10)}${kb(result.wire).padStart(11)}${kb(result.total).padStart(11)}${String(result.requests).padStart(9)}`,
    );
  }
  const login = rows[0][1];
  const map = rows[1][1];
  console.log(`\nreact + react-dom floor (gzip -9): ${kb(floor)}`);
  console.log(
    `/login first load (gzip -9) / floor: ${(login.total / floor).toFixed(2)}× (aim ≤ ${FLOOR_RATIO_AIM}×)`,
  );
  console.log(
    `/ JavaScript on the wire: ${kb(map.wire)} (aim ≤ ${kb(MAP_WIRE_AIM)}); served as ${[
      ...new Set(map.scripts.map((script) => script.encoding)),
    ].join(', ')}`,
  );
  if (LIST_CHUNKS) {
    for (const [target, result] of rows.slice(0, 2)) {
      console.log(`\nscripts of ${target.path}, biggest first (wire / gzip -9):`);
      for (const script of [...result.scripts].sort((a, b) => b.bytes - a.bytes)) {
        console.log(
          `  ${kb(script.wire).padStart(10)} ${kb(script.bytes).padStart(10)}  ${script.url}`,
        );
      }
    }
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
