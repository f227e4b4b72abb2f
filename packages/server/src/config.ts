import path from 'node:path';

/** Everything the server reads from its environment, with the defaults of the README. */
export interface ServerConfig {
  port: number;
  host: string;
  /** The workspace root: the shell's and each remote's `dist/` live under it. */
  rootDir: string;
  /** A discovery document to serve instead of the one generated from the built remotes. */
  discoveryFile: string | undefined;
  logLevel: string;
  /** PostgreSQL connection string; without it the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** Folder of the embedded database. */
  dataDir: string;
  /** Whether an empty database is filled with the demo data on start. */
  demo: boolean;
  /** Issuer of the access tokens the API accepts; by default the embedded sign-in provider. */
  oidcIssuer: string;
  /** The audience an access token must name to be accepted by this API. */
  oidcAudience: string;
  /** The namespaced claim that carries the caller's roles. */
  rolesClaim: string;
  /** The issuer's key set; without it, `jwks_uri` of the issuer's discovery document. */
  oidcJwksUrl: string | undefined;
}

export function readConfig(env: NodeJS.ProcessEnv, rootDir: string): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}".`);
  }
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    rootDir,
    discoveryFile: env.HEADGATE_DISCOVERY ? path.resolve(env.HEADGATE_DISCOVERY) : undefined,
    logLevel: env.LOG_LEVEL ?? 'warn',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.HEADGATE_DATA_DIR ?? path.join(rootDir, '.data', 'pglite'),
    demo: env.HEADGATE_DEMO !== 'false',
    oidcIssuer: env.OIDC_ISSUER || `http://localhost:${port}/oidc`,
    oidcAudience: env.OIDC_AUDIENCE || 'headgate-api',
    rolesClaim: env.ROLES_CLAIM || 'https://headgate.dev/roles',
    oidcJwksUrl: env.OIDC_JWKS_URL || undefined,
  };
}
