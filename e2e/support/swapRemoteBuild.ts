import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { builtVersion } from './discoveryFile';
import { ROOT, SWAP_REMOTE, SWAP_VERSION } from './environment';

/** When a file was last written, or 0 when it is not there. */
const writtenAt = (file: string) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

/**
 * Builds the second version of the swap remote beside the first, unless it is there and newer
 * than the first: a swap version built before the sources changed (a shared package's new
 * version) would be refused by the shell the tests run.
 */
export function buildSwapRemote(): void {
  const appDir = path.join(ROOT, SWAP_REMOTE);
  const manifestOf = (folder: string) => path.join(appDir, 'dist', folder, 'mf-manifest.json');
  const swapBuiltAt = writtenAt(manifestOf(SWAP_VERSION));
  if (swapBuiltAt > 0 && swapBuiltAt >= writtenAt(manifestOf(builtVersion(SWAP_REMOTE)))) return;
  const result = spawnSync(path.join(appDir, 'node_modules', '.bin', 'headgate-app'), ['build'], {
    cwd: appDir,
    stdio: 'inherit',
    env: { ...process.env, HEADGATE_VERSION: SWAP_VERSION },
  });
  if (result.status !== 0) throw new Error(`Building ${SWAP_REMOTE} ${SWAP_VERSION} failed.`);
}
