import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);

/** The discovery document the e2e server reads; tests rewrite it to swap or break remotes. */
export const DISCOVERY_FILE = path.join(ROOT, '.data', 'e2e', 'discovery.json');

/** The e2e server's own embedded database, apart from the one `npm start` uses. */
export const E2E_DATA_DIR = path.join(ROOT, '.data', 'e2e', 'pglite');

/** A second build of mfe-admin, side by side with the current one, for the swap test. */
export const SWAP_REMOTE = 'mfe-admin';
export const SWAP_VERSION = '0.2.0-swap';

/** Where the run saves its screenshots. */
export const ARTIFACTS_DIR = path.join(ROOT, 'e2e', 'artifacts');
