import path from 'node:path';

/**
 * The folder Headgate runs from: the workspace root in a checkout, the unpacked folder of a
 * release. The server's source (`packages/server/src/`) and its compiled form in a release
 * (`packages/server/dist/`) sit at the same depth, so one path serves both; migrations, demo data
 * and the built frontends are found under it.
 */
export const INSTALL_ROOT = path.resolve(import.meta.dirname, '../../..');
