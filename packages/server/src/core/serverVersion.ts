/**
 * The server's own version, reported by `/api/health` and on every span. A leaf module: tracing
 * reads it before `node:http` and `pg` are loaded.
 */
export const SERVER_VERSION = '0.1.0';
