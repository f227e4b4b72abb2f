export { readConfig } from './config';
export type { ServerConfig } from './config';
export { SERVER_VERSION, createServer } from './createServer';
export { migrate, migrationsDir } from './core/database/migrate';
export { openDatabase } from './core/database/openDatabase';
export { INSTALL_ROOT } from './installRoot';
export type { Database, DatabaseDriver, DatabaseOptions } from './core/database/openDatabase';
export { staticFileHeaders } from './core/delivery/staticFileHeaders';
export type { HeaderSet } from './core/delivery/staticFileHeaders';
