// Installs Debian packages the tests need (Chromium, nginx, GDAL and OWSLib) the way the machine allows: as root,
// with apt-get; the callers say what to do otherwise.
import { spawnSync } from 'node:child_process';
import { fail } from './workspace.mjs';

/**
 * `apt-get update` then `apt-get install` of `packages`, stopping `npm test` with a line naming
 * `what` and the variable that points at an existing install (`pathVariable`, when there is
 * one) when either fails.
 */
export function aptInstall(packages, { what, pathVariable }) {
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...packages],
  ]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0)
      fail(
        `apt-get ${args.join(' ')} failed; install ${what} by hand${pathVariable ? ` or set ${pathVariable}` : ''}.`,
      );
  }
}
