import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './environment';

/** Debian's nginx, or the one NGINX_BIN names (as the cluster tests find it). */
const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
/** The snippet a team's static host includes (CORS for the site, caching of hashed files). */
const REMOTE_HOST_SNIPPET = path.join(ROOT, 'deploy', 'nginx', 'remote-host.conf');

/** Why no static host can start here (nginx missing), in one line; undefined when it can. */
export function staticHostMissing(): string | undefined {
  return fs.existsSync(NGINX_BIN)
    ? undefined
    : `nginx is missing at ${NGINX_BIN}: apt-get install -y nginx (or set NGINX_BIN).`;
}

/**
 * A team's static host: nginx with deploy/nginx/remote-host.conf, serving `folder` on its own
 * origin.
 */
export interface StaticHost {
  /** Its origin, e.g. http://127.0.0.1:41234. */
  url: string;
  /** What it serves (what `pnpm release --publish-to` copies into). */
  folder: string;
  /** Stops nginx and removes its folders. */
  stop(): Promise<void>;
}

async function answering(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer.`);
}

/**
 * Starts nginx as a second origin for the site at `siteOrigin`, on `port` (an origin the site
 * lists in REMOTE_ORIGINS): a throwaway configuration around `deploy/nginx/remote-host.conf`, as
 * a team's host would include it.
 */
export async function startStaticHost(siteOrigin: string, port: number): Promise<StaticHost> {
  if (!fs.existsSync(NGINX_BIN)) {
    throw new Error(
      `nginx is missing at ${NGINX_BIN}: apt-get install -y nginx (or set NGINX_BIN).`,
    );
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-static-host-'));
  // nginx's workers run as an unprivileged user and must read the served files.
  fs.chmodSync(dir, 0o755);
  const folder = path.join(dir, 'www');
  fs.mkdirSync(folder, { mode: 0o755 });
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr error;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    map $host $headgate_site { default "${siteOrigin}"; }
    server {
        listen 127.0.0.1:${port};
        root ${folder};
        include ${REMOTE_HOST_SNIPPET};
    }
}
`,
  );
  const nginx = spawn(
    NGINX_BIN,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errors = '';
  nginx.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  // Ended, or never started (a binary that cannot run): either way nothing is left to stop.
  const exited = new Promise<void>((resolve) => {
    nginx.once('exit', () => resolve());
    nginx.once('error', (error) => {
      errors += error.message;
      resolve();
    });
  });
  const stop = async () => {
    if (nginx.exitCode === null && nginx.pid !== undefined) {
      nginx.kill('SIGQUIT');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      answering(`${url}/`, Date.now() + 10_000),
      exited.then(() => {
        throw new Error(`nginx ended: ${errors}`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, folder, stop };
}
