// Finds the nginx the cluster tests put in front of the servers (and the second-origin e2e spec
// serves a team's remote from), installing Debian's package when we may.
import fs from 'node:fs';
import { aptInstall } from './debianPackages.mjs';
import { fail, step } from './workspace.mjs';

const DEFAULT_PATH = '/usr/sbin/nginx';
/** Sends the .br files beside the .gz ones, as the server does. */
const BROTLI_PACKAGE = 'libnginx-mod-http-brotli-static';

/**
 * The nginx binary, installed with apt-get when missing and we are root; undefined (the cluster
 * tests and the second-origin spec then say they are skipped) when it is missing and we may not
 * install it.
 */
export function ensureNginx() {
  const executable = process.env.NGINX_BIN ?? DEFAULT_PATH;
  if (fs.existsSync(executable)) return executable;
  if (process.env.NGINX_BIN) fail(`NGINX_BIN points at ${executable}, which does not exist.`);
  if (process.getuid?.() !== 0) {
    console.warn(
      'nginx is missing, so the cluster tests and the second-origin e2e spec will be skipped: run `sudo apt-get install -y nginx` to include them.',
    );
    return undefined;
  }
  step('Installing nginx from Debian (apt-get install nginx)');
  aptInstall(['nginx', BROTLI_PACKAGE], { what: 'nginx', pathVariable: 'NGINX_BIN' });
  if (!fs.existsSync(executable))
    fail(`apt-get installed nginx, but ${executable} is still missing.`);
  return executable;
}
