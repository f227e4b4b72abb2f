export { readConfig } from './config';
export type { ServerConfig } from './config';
export { SERVER_VERSION, createServer } from './createServer';
export { migrate, migrationsDir } from './database/migrate';
export { openDatabase } from './database/openDatabase';
export { INSTALL_ROOT } from './installRoot';
export type { Database, DatabaseDriver, DatabaseOptions } from './database/openDatabase';
export { staticFileHeaders } from './delivery/staticFileHeaders';
export type { HeaderSet } from './delivery/staticFileHeaders';
