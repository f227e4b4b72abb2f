// What a test outside the server needs to run a site with a release store (pnpm release's
// registration test): a workspace of builds, a fresh database, and the server over them.
export { freshDatabase } from '../../database/testing/testDatabases';
export type { Database } from '../../database/openDatabase';
export { builtEntry, releaseWorkspace, startReleaseServer } from './releaseWorkspace';
