import path from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  DISCOVERY_FILE,
  E2E_DATA_DIR,
  E2E_IMPORT_DIR,
  E2E_PORT,
  E2E_REMOTE_HOST,
  E2E_SERVER_LOG,
  RELEASE_CLIENT_REMOTES,
  RELEASE_CLIENT_SECRET,
} from './support/environment';
import { E2E_CHROMIUM_ARGS } from './support/browserArgs';

/** Specs that change what every other test sees (the release store, shared records). */
const DELIVERY_SPECS = [
  'swap.spec.ts',
  'failure.spec.ts',
  'independentDelivery.spec.ts',
  'secondOrigin.spec.ts',
  'mobileTracker.spec.ts',
  'screenshots.spec.ts',
  'systemManagement.spec.ts',
  'releaseControl.spec.ts',
].map((spec) => `**/${spec}`);

/** End-to-end tests against the all-in-one build, in Debian's Chromium. */
export default defineConfig({
  testDir: './tests',
  // A side-by-side run (E2E_STATE_DIR) keeps its own results: Playwright empties this folder.
  outputDir: process.env.E2E_STATE_DIR
    ? `${process.env.E2E_STATE_DIR}/test-results`
    : './test-results',
  fullyParallel: false,
  // Two browsers side by side for the journeys; see the projects for what must run alone.
  workers: 2,
  projects: [
    { name: 'journeys', testIgnore: DELIVERY_SPECS },
    // These steer the one release store the server serves, or change records other pages
    // show: they run one at a time, after the journeys, so no other test sees their changes.
    { name: 'delivery', testMatch: DELIVERY_SPECS, dependencies: ['journeys'], workers: 1 },
  ],
  retries: 0,
  // Three browsers and two servers share two cores, and on a machine whose memory is slow (this
  // one: 155 ns a random read at 4 MB, where a usual one takes ~15) a step the user sees in a
  // second took over 10 s under that load: creating a user (scrypt over 128 MiB) or a save's
  // answer. The limits are for a test that is stuck, not for one that is slow.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  globalSetup: './support/globalSetup.ts',
  globalTeardown: './support/globalTeardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // Recording a trace of every test costs a quarter of the run's time (DOM snapshots at each
    // step, in the browser and in the runner): on demand only (E2E_TRACE=1). A failure still
    // leaves its page snapshot (error-context.md) and a screenshot.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: E2E_CHROMIUM_ARGS,
    },
  },
  webServer: {
    // Its log (stdout) goes to a file the run's end scans for secrets; errors stay on stderr.
    command: `mkdir -p ${JSON.stringify(path.dirname(E2E_SERVER_LOG))} && node --import tsx ${JSON.stringify(path.join(__dirname, 'support', 'freshServer.ts'))} > ${JSON.stringify(E2E_SERVER_LOG)}`,
    cwd: path.join(__dirname, '..', 'packages', 'server'),
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    // It starts in ~25 s; at load 14–17 (the run beside other work) it took over 60 s.
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      HEADGATE_DISCOVERY: DISCOVERY_FILE,
      HEADGATE_DATA_DIR: E2E_DATA_DIR,
      // The delivery specs steer the release store with the release pipeline's token.
      RELEASE_CLIENT_SECRET,
      RELEASE_CLIENT_REMOTES,
      // A team's static host (the second-origin spec) may serve remotes to the site.
      REMOTE_ORIGINS: E2E_REMOTE_HOST,
      HEADGATE_IMPORT_DIR: E2E_IMPORT_DIR,
      // The jobs look for work every 3 s, so a Run Now or a new alert shows within a test.
      HEADGATE_JOBS_INTERVAL_MS: '3000',
      // As a district's servers log: a line per request, which the secrets scan reads.
      LOG_LEVEL: 'info',
      // The browser opens the site at 127.0.0.1, so that is where the sign-in provider lives too.
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      HEADGATE_DEMO: 'true',
    },
  },
});
