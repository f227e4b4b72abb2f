// Finds the Chromium the browser tests drive, installing Debian's package when we may.
import fs from 'node:fs';
import { aptInstall } from './debianPackages.mjs';
import { fail, step } from './workspace.mjs';

const DEFAULT_PATH = '/usr/bin/chromium';

/** Flags that let Debian's Chromium run headless as root on a machine without internet. */
export const CHROMIUM_ARGS = JSON.parse(
  fs.readFileSync(new URL('../../chromium-args.json', import.meta.url), 'utf8'),
);

export function ensureChromium() {
  const executable = process.env.CHROMIUM_PATH ?? DEFAULT_PATH;
  if (fs.existsSync(executable)) return executable;
  if (process.env.CHROMIUM_PATH)
    fail(`CHROMIUM_PATH points at ${executable}, which does not exist.`);
  if (process.getuid?.() !== 0) {
    fail(
      'Chromium is missing: run `sudo apt-get install -y chromium` (or set CHROMIUM_PATH), then `npm test` again.',
    );
  }
  step('Installing Chromium from Debian (apt-get install chromium)');
  aptInstall(['chromium'], { what: 'Chromium', pathVariable: 'CHROMIUM_PATH' });
  if (!fs.existsSync(executable))
    fail(`apt-get installed chromium, but ${executable} is still missing.`);
  return executable;
}
