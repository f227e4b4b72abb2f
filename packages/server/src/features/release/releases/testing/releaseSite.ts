// What a test outside the server needs to run a site with a release store (pnpm release's
// registration test): a workspace of builds, a migrated database, and the server over them.
export { migratedDatabase } from '../../../../core/database/testing/testDatabases';
export type { Database } from '../../../../core/database/openDatabase';
export { builtEntry, releaseWorkspace, startReleaseServer } from './releaseWorkspace';
