#!/usr/bin/env node
// `pnpm bench:bundle`: the gzip size of the JavaScript each app needs for its first render,
// measured in Chromium against the all-in-one build, and the shell's size relative to the floor
// of any React app (react + react-dom, built and minified the same way).
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
 * Gzip bytes of every script the page loaded until `ready` appeared, split by who served it;
 * a protected page is measured signed in (the sign-in chunk counts towards its first render).
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
    scripts.push(
      response
        .body()
        .then((body) => ({ url: new URL(response.url()).pathname, bytes: gzipSize(body) })),
    );
  });
  await page.goto(baseUrl + route);
  await page.waitForSelector(ready);
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  await context.close();
  const remote = loaded.filter((s) => s.url.startsWith('/remotes/'));
  const shell = loaded.filter((s) => !s.url.startsWith('/remotes/'));
  const sum = (list) => list.reduce((total, s) => total + s.bytes, 0);
  return { total: sum(loaded), shell: sum(shell), remote: sum(remote), requests: loaded.length };
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
    `\n${'app'.padEnd(17)}${'own JS'.padStart(10)}${'page total'.padStart(12)}${'scripts'.padStart(9)}`,
  );
  for (const [target, result] of rows) {
    const own = target.app === 'shell' ? result.shell : result.remote;
    console.log(
      `${target.app.padEnd(17)}${kb(own).padStart(10)}${kb(result.total).padStart(12)}${String(result.requests).padStart(9)}`,
    );
  }
  const shell = rows[0][1].shell;
  console.log(`\nreact + react-dom floor: ${kb(floor)}`);
  console.log(`shell / floor: ${(shell / floor).toFixed(2)}× (aim ≤ 2.5×)`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
