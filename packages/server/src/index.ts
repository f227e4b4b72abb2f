export { readConfig } from './config';
export type { ServerConfig } from './config';
export { SERVER_VERSION, createServer } from './createServer';
