import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { readConfig, staticFileHeaders } from '@headgate/server';
import { freePort, startThrowawayPostgres, type ThrowawayPostgres } from '@headgate/server/testing';
import { REMOTE_IDS } from '@headgate/site-map';
import { BROTLI_STATIC_MODULE, renderSite, renderStandalone } from '../nginx/renderNginxConfig';
import { READY_PATH, waitUntilAnswering, waitUntilOk } from './readiness';

/** Debian's nginx, or the one NGINX_BIN names. */
export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/** nginx's access log, in the cluster's folder. */
const ACCESS_LOG_FILE = 'access.log';

/** How long a server may take from spawn to ready (the first one loads the demo data). */
const START_TIMEOUT_MS = 180_000;

/** One Headgate server of the cluster, on its own port behind nginx. */
export interface ClusterServer {
  readonly index: number;
  readonly port: number;
  /** Its own address, bypassing nginx. */
  readonly url: string;
  readonly process: ChildProcess | undefined;
  /** Sends `signal` and resolves with the exit code once the process has ended. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Starts it again on the same port and resolves once it is ready. */
  start(): Promise<void>;
}

/** PostgreSQL 15, N servers and nginx in front of them, all on this machine. */
export interface Cluster {
  /** nginx's address: what users (and PUBLIC_URL) use. */
  url: string;
  /** nginx's access log: one JSON line per request (deploy/nginx/site.conf.template). */
  accessLog: string;
  databaseUrl: string;
  postgres: ThrowawayPostgres;
  servers: ClusterServer[];
  /** The import folder every server shares. */
  importDir: string;
  /** Stops the servers, nginx and PostgreSQL, and removes their folders. */
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** The workspace root (built shell and remotes, packages/server). */
  rootDir: string;
  servers: number;
  /** Variables every server gets besides the cluster's own. */
  env?: Record<string, string>;
  /** Each line a server or nginx writes, prefixed with its name; dropped when absent. */
  output?: (line: string) => void;
  /** Start even if the shell and remotes are not built (tests of the API alone). */
  withoutBuild?: boolean;
  /** How long nginx skips a server that failed (seconds). */
  failTimeoutSeconds?: number;
}

/**
 * Why the cluster cannot start here, in one line, or undefined when it can: nginx and the
 * PostgreSQL binaries must be present, and the build unless `withoutBuild` (the API alone).
 */
export function missingForCluster(
  rootDir: string,
  { withoutBuild = false } = {},
): string | undefined {
  const unbuilt = ['shell', ...REMOTE_IDS].filter(
    (app) => !fs.existsSync(path.join(rootDir, app, 'dist')),
  );
  const built = fs.existsSync(path.join(rootDir, 'shell', 'dist', 'index.html'));
  if (!withoutBuild && (!built || unbuilt.length > 0)) {
    return `The shell and remotes are not built (${unbuilt.join(', ') || 'shell'}): run \`npm start\` or \`pnpm build\` once first.`;
  }
  if (!fs.existsSync(NGINX_BIN)) {
    return `nginx is missing at ${NGINX_BIN}: run \`apt-get install -y nginx\` (or set NGINX_BIN).`;
  }
  const postgresBin = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';
  if (!fs.existsSync(path.join(postgresBin, 'initdb'))) {
    return `PostgreSQL 15 is missing at ${postgresBin}: install postgresql-15 (or set POSTGRES_BIN).`;
  }
  return undefined;
}

/** Keeps a process's last lines, for the error that says why it ended. */
function followOutput(
  child: ChildProcess,
  name: string,
  output: ((line: string) => void) | undefined,
): () => string {
  const last: string[] = [];
  const take = (line: string) => {
    if (!line) return;
    last.push(line);
    if (last.length > 20) last.shift();
    output?.(`[${name}] ${line}`);
  };
  // Whole lines, however the pipe cuts its chunks: a JSON log line is read as one.
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', take);
  }
  return () => last.join('\n');
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

function createServer(
  index: number,
  port: number,
  options: ClusterOptions,
  env: Record<string, string>,
): ClusterServer {
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  return {
    index,
    port,
    url,
    get process() {
      return child;
    },
    async start() {
      const name = `server ${index + 1}`;
      const started = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: path.join(options.rootDir, 'packages', 'server'),
        env: { ...process.env, ...env, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      const lastLines = followOutput(started, name, options.output);
      await waitUntilOk(url + READY_PATH, {
        timeoutMs: START_TIMEOUT_MS,
        gone: () =>
          started.exitCode !== null || started.signalCode !== null
            ? `${name} ended (${started.exitCode ?? started.signalCode}) before it was ready:\n${lastLines()}`
            : undefined,
      });
    },
    async stop(signal = 'SIGTERM') {
      if (!child) return null;
      const ending = exited(child);
      child.kill(signal);
      return ending;
    },
  };
}

async function startNginx(
  dir: string,
  options: ClusterOptions,
  serverPorts: number[],
): Promise<{ url: string; accessLog: string; process: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const templateDir = path.join(options.rootDir, 'deploy', 'nginx');
  const accessLog = path.join(dir, ACCESS_LOG_FILE);
  const brotli = fs.existsSync(BROTLI_STATIC_MODULE);
  const config = readConfig({ ...process.env, ...options.env, PUBLIC_URL: url }, options.rootDir);
  fs.writeFileSync(
    path.join(dir, 'headgate.conf'),
    renderSite(templateDir, {
      rootDir: options.rootDir,
      listen: `127.0.0.1:${port}`,
      serverName: '127.0.0.1',
      upstreams: serverPorts.map((serverPort) => `127.0.0.1:${serverPort}`),
      brotli,
      failTimeoutSeconds: options.failTimeoutSeconds ?? 5,
      headers: await staticFileHeaders(config),
      accessLog,
    }),
  );
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    renderStandalone(templateDir, { prefix: dir, workers: 1, brotli }),
  );
  const nginx = spawn(
    NGINX_BIN,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const lastLines = followOutput(nginx, 'nginx', options.output);
  const failed = new Promise<never>((_, reject) =>
    nginx.once('exit', (code) => reject(new Error(`nginx ended (${code}):\n${lastLines()}`))),
  );
  await Promise.race([waitUntilAnswering(`${url}/remotes/`, 10_000), failed]).catch((error) => {
    nginx.kill('SIGKILL');
    throw error;
  });
  failed.catch(() => undefined);
  return { url, accessLog, process: nginx };
}

/**
 * Starts a throwaway PostgreSQL 15, `servers` Headgate servers on it (all at once: the start
 * lock lets one load the demo data) and nginx in front of them; resolves once every server is
 * ready. Every server runs the jobs: their claims are row-based, so each piece of work runs once.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const missing = missingForCluster(options.rootDir, options);
  if (missing) throw new Error(missing);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-cluster-'));
  // nginx's workers run as an unprivileged user and must reach their temporary folders.
  fs.chmodSync(dir, 0o755);
  const importDir = path.join(dir, 'imports');
  const nginxDir = path.join(dir, 'nginx');
  fs.mkdirSync(importDir);
  fs.mkdirSync(nginxDir);
  const cleanups: (() => Promise<unknown> | void)[] = [
    () => fs.rmSync(dir, { recursive: true, force: true }),
  ];
  // Every step runs even if one before it fails; the first failure is reported after all ran.
  const stop = async () => {
    const failures: unknown[] = [];
    for (const cleanup of cleanups.reverse()) {
      await Promise.resolve()
        .then(cleanup)
        .catch((error: unknown) => failures.push(error));
    }
    cleanups.length = 0;
    if (failures.length > 0) throw failures[0];
  };
  try {
    const postgres = await startThrowawayPostgres();
    cleanups.push(() => postgres.stop());
    const ports = await Promise.all(Array.from({ length: options.servers }, freePort));
    const nginx = await startNginx(nginxDir, options, ports);
    cleanups.push(async () => {
      const ending = exited(nginx.process);
      nginx.process.kill('SIGQUIT');
      await ending;
    });
    const env = {
      // Each request's line, as a district's servers write them (the tests follow request ids).
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      DATABASE_URL: postgres.url,
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: nginx.url,
      HEADGATE_IMPORT_DIR: importDir,
      HEADGATE_DISCOVERY: '',
      ...options.env,
    };
    const servers = ports.map((port, index) => createServer(index, port, options, env));
    cleanups.push(() => Promise.all(servers.map((server) => stopWithin(server, 15_000))));
    await Promise.all(servers.map((server) => server.start()));
    return {
      url: nginx.url,
      accessLog: nginx.accessLog,
      databaseUrl: postgres.url,
      postgres,
      servers,
      importDir,
      stop,
    };
  } catch (error) {
    // The reason the start failed matters more than a failure to clean up after it.
    await stop().catch(() => undefined);
    throw error;
  }
}

/** SIGTERM, then SIGKILL if the server has not ended within `ms`. */
async function stopWithin(server: ClusterServer, ms: number): Promise<void> {
  const child = server.process;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  await server.stop('SIGTERM');
  clearTimeout(timer);
}
