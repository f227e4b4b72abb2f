// `pnpm nginx:config --upstream 10.0.0.11:8080 --upstream 10.0.0.12:8080 [--listen 80]
// [--server-name water.example.org] [--root /srv/headgate] [--fail-timeout 5] [--no-brotli]
// [--tls-certificate fullchain.pem --tls-key privkey.pem] [--access-log /var/log/nginx/headgate.access.log]`:
// prints the nginx site for this deployment. The security headers are the ones the servers
// send, computed from the same environment they read (PUBLIC_URL, HEADGATE_DISCOVERY, the map
// providers, OIDC_ISSUER): render it with the servers' environment file loaded.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { INSTALL_ROOT, readConfig, staticFileHeaders } from '@headgate/server';
import { BROTLI_STATIC_MODULE, DEFAULT_ACCESS_LOG, renderSite } from './renderNginxConfig';

// From the install root, not this file's folder: a release runs this compiled into one bundle.
const templateDir = path.join(INSTALL_ROOT, 'deploy', 'nginx');

try {
  const { values } = parseArgs({
    options: {
      upstream: { type: 'string', multiple: true, default: [] },
      listen: { type: 'string', default: '80' },
      'server-name': { type: 'string', default: '_' },
      root: { type: 'string', default: INSTALL_ROOT },
      'fail-timeout': { type: 'string', default: '5' },
      'no-brotli': { type: 'boolean', default: false },
      'tls-certificate': { type: 'string' },
      'tls-key': { type: 'string' },
      'access-log': { type: 'string', default: DEFAULT_ACCESS_LOG },
    },
  });
  const failTimeoutSeconds = Number(values['fail-timeout']);
  if (!Number.isInteger(failTimeoutSeconds) || failTimeoutSeconds < 1) {
    throw new Error(
      `--fail-timeout must be a whole number of seconds, got "${values['fail-timeout']}".`,
    );
  }
  const certificate = values['tls-certificate'];
  const key = values['tls-key'];
  if (Boolean(certificate) !== Boolean(key)) {
    throw new Error('Give both --tls-certificate and --tls-key, or neither.');
  }
  const config = readConfig(process.env, values.root);
  process.stdout.write(
    renderSite(templateDir, {
      rootDir: path.resolve(values.root),
      listen: values.listen,
      ...(certificate && key ? { tls: { certificate, key } } : {}),
      serverName: values['server-name'],
      upstreams: values.upstream,
      brotli: !values['no-brotli'] && fs.existsSync(BROTLI_STATIC_MODULE),
      failTimeoutSeconds,
      headers: await staticFileHeaders(config),
      accessLog: values['access-log'],
    }),
  );
} catch (error) {
  console.error(`The nginx configuration could not be rendered: ${(error as Error).message}`);
  process.exit(1);
}
