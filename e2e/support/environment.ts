import path from 'node:path';
import { REMOTE_IDS } from '@headgate/site-map';

export const ROOT = path.resolve(__dirname, '..', '..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
/**
 * The port of the team's static host of the second-origin spec: the e2e server lists its origin
 * in `REMOTE_ORIGINS` as it starts, so it is fixed beside the server's.
 */
export const E2E_REMOTE_HOST_PORT = E2E_PORT + 7;
export const E2E_REMOTE_HOST = `http://127.0.0.1:${E2E_REMOTE_HOST_PORT}`;

/**
 * The e2e server's state, apart from `npm start`'s. `E2E_STATE_DIR` gives a run its own, so two
 * runs (on two ports) can go side by side.
 */
const E2E_STATE_DIR = process.env.E2E_STATE_DIR ?? path.join(ROOT, '.data', 'e2e');

/**
 * The discovery document the e2e server imports into its empty release store as it starts;
 * tests steer the store through the release API afterwards (see releaseStore.ts).
 */
export const DISCOVERY_FILE = path.join(E2E_STATE_DIR, 'discovery.json');

/** Everything the e2e server logs (stdout, at `info`): the run's end scans it for secrets. */
export const E2E_SERVER_LOG = path.join(E2E_STATE_DIR, 'server.log');

/** The e2e server's own embedded database. */
export const E2E_DATA_DIR = path.join(E2E_STATE_DIR, 'pglite');
/** The import folder of the e2e server: the demo's import files are written there. */
export const E2E_IMPORT_DIR = path.join(E2E_STATE_DIR, 'imports');

/** The first loads an `UPDATE_BUDGETS=1` run measured, one file per visitor, for budgets.json. */
export const FIRST_LOADS_DIR = path.join(E2E_STATE_DIR, 'first-loads');

/** The signed-in browser states a run's workers save for each other, one file per demo user. */
export const SIGNED_IN_DIR = path.join(E2E_STATE_DIR, 'signed-in');

/** A second build of mfe-admin, side by side with the current one, for the swap test. */
export const SWAP_REMOTE = 'mfe-admin';
export const SWAP_VERSION = '0.2.0-swap';

/**
 * The release pipeline client's secret on the e2e server (`RELEASE_CLIENT_SECRET`): as long as
 * the server asks of one (43 characters at least).
 */
export const RELEASE_CLIENT_SECRET = 'e2e-release-pipeline-secret-of-at-least-43-characters';
/**
 * The remotes that client may change (`RELEASE_CLIENT_REMOTES`): the specs steer every remote,
 * promotions included, so its maxTraffic stays 100.
 */
export const RELEASE_CLIENT_REMOTES = REMOTE_IDS.join(',');

/** Where the run saves its screenshots. */
export const ARTIFACTS_DIR = path.join(ROOT, 'e2e', 'artifacts');
