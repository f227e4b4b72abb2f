// Finds the OGC API clients the /ogc tests drive (GDAL's OAPIF driver and OWSLib), installing
// Debian's packages when we may.
import { spawnSync } from 'node:child_process';
import { aptInstall } from './debianPackages.mjs';
import { fail, step } from './workspace.mjs';

const PACKAGES = ['gdal-bin', 'python3-owslib'];
/** OWSLib is Debian's, so the tests ask Debian's Python for it (not a pyenv or venv one). */
const DEBIAN_PYTHON = '/usr/bin/python3';

function answers(command, args) {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

function present() {
  return (
    answers('ogrinfo', ['--version']) &&
    answers(DEBIAN_PYTHON, ['-c', 'import owslib.ogcapi.features'])
  );
}

/**
 * Makes sure `ogrinfo`/`ogr2ogr` and OWSLib are there, installing them with apt-get when we are
 * root; otherwise says how to get them (the client tests then say they are skipped).
 */
export function ensureOgcClients() {
  if (present()) return;
  if (process.getuid?.() !== 0) {
    console.warn(
      `GDAL or OWSLib is missing, so the OGC client tests will be skipped: run \`sudo apt-get install -y ${PACKAGES.join(' ')}\` to include them.`,
    );
    return;
  }
  step(`Installing the OGC API clients from Debian (apt-get install ${PACKAGES.join(' ')})`);
  aptInstall(PACKAGES, { what: PACKAGES.join(' ') });
  if (!present())
    fail(`apt-get installed ${PACKAGES.join(' ')}, but ogrinfo or OWSLib still does not answer.`);
}
