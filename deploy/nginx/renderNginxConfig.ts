import fs from 'node:fs';
import path from 'node:path';
import type { HeaderSet } from '@headgate/server';
import { PATHS, REMOTE_IDS, REVALIDATED_FILES, TRACKER_APP } from '@headgate/site-map';

/** Where Debian's nginx keeps the brotli_static module (package libnginx-mod-http-brotli-static). */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** What a rendered site differs by from one deployment to the next. */
export interface SiteOptions {
  /** The workspace root on the proxy's host: `shell/dist` and each `<remote>/dist` under it. */
  rootDir: string;
  /** nginx's `listen` argument: a port, or an address and port (`ssl` is added with `tls`). */
  listen: string;
  /** Certificate and key files when nginx itself serves https. */
  tls?: { certificate: string; key: string };
  serverName: string;
  /** The servers, `host:port` each. */
  upstreams: string[];
  /** Whether the brotli_static module is loaded (else only the .gz files are sent). */
  brotli: boolean;
  /** A failed server is skipped for this long before it is tried again. */
  failTimeoutSeconds: number;
  /** The server's security headers, for the built files nginx serves from disk (not the pages). */
  headers: HeaderSet;
  /** Where nginx writes its JSON access lines (a file, `syslog:…`, or `off`). */
  accessLog: string;
}

/** Where a host's nginx writes Headgate's access lines, beside its own logs (logrotate's). */
export const DEFAULT_ACCESS_LOG = '/var/log/nginx/headgate.access.log';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `add_header` lines, `always` so 404s carry them too, as the server's answers do. */
function addHeaders(headers: HeaderSet, cacheControl: boolean): string {
  const lines = Object.entries(headers).map(([name, value]) => {
    if (/["$\\\n]/.test(value)) throw new Error(`Header ${name} cannot be written for nginx.`);
    return `        add_header ${name} "${value}" always;`;
  });
  if (cacheControl) lines.push('        add_header Cache-Control $headgate_cache_control;');
  return lines.join('\n');
}

/** `value` as one nginx word: no space, quote, `;`, `{`, `}` or `$` that could end or add a directive. */
function nginxWord(option: string, value: string): string {
  if (!/^[A-Za-z0-9_./:@=,-]+$/.test(value)) {
    throw new Error(`${option} must be a path or nginx log target without spaces or quotes.`);
  }
  return value;
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`The template names {{${key}}}, which has no value.`);
    return String(value);
  });
}

/** The `server` and `upstream` blocks for nginx's `http` context (a sites-available file). */
export function renderSite(templateDir: string, options: SiteOptions): string {
  if (options.upstreams.length === 0) throw new Error('Name at least one server (--upstream).');
  const template = fs.readFileSync(path.join(templateDir, 'site.conf.template'), 'utf8');
  return fill(template, {
    upstreamCount: options.upstreams.length,
    upstreamServers: options.upstreams
      .map(
        (address) =>
          `    server ${address} max_fails=1 fail_timeout=${options.failTimeoutSeconds}s;`,
      )
      .join('\n'),
    revalidatedFiles: REVALIDATED_FILES.map(escapeRegex).join('|'),
    listen: options.tls ? `${options.listen} ssl` : options.listen,
    tls: options.tls
      ? `    ssl_certificate ${options.tls.certificate};\n    ssl_certificate_key ${options.tls.key};`
      : '',
    serverName: options.serverName,
    rootDir: options.rootDir,
    brotliStatic: options.brotli ? '    brotli_static on;' : '',
    remoteIds: REMOTE_IDS.map(escapeRegex).join('|'),
    authCallback: PATHS.authCallback,
    login: PATHS.login,
    trackerWorker: TRACKER_APP.serviceWorkerUrl,
    fileHeaders: addHeaders(options.headers, true),
    accessLog:
      options.accessLog === 'off'
        ? 'off'
        : `${nginxWord('--access-log', options.accessLog)} headgate_json`,
  });
}

/**
 * A whole configuration for an nginx of our own in the foreground (`nginx -p prefix -c
 * prefix/nginx.conf`), including the site written beside it as `headgate.conf`.
 */
export function renderStandalone(
  templateDir: string,
  options: { prefix: string; workers: number; brotli: boolean },
): string {
  const template = fs.readFileSync(path.join(templateDir, 'standalone.conf.template'), 'utf8');
  return fill(template, {
    prefix: options.prefix,
    workers: options.workers,
    loadModules: options.brotli ? `load_module ${BROTLI_STATIC_MODULE};` : '',
  });
}
