import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, SWAP_REMOTE, SWAP_VERSION } from './environment';

/** Builds the second version of the swap remote beside the first, unless it is there. */
export function buildSwapRemote(): void {
  const swapManifest = path.join(ROOT, SWAP_REMOTE, 'dist', SWAP_VERSION, 'mf-manifest.json');
  if (fs.existsSync(swapManifest)) return;
  const appDir = path.join(ROOT, SWAP_REMOTE);
  const result = spawnSync(path.join(appDir, 'node_modules', '.bin', 'headgate-app'), ['build'], {
    cwd: appDir,
    stdio: 'inherit',
    env: { ...process.env, HEADGATE_VERSION: SWAP_VERSION },
  });
  if (result.status !== 0) throw new Error(`Building ${SWAP_REMOTE} ${SWAP_VERSION} failed.`);
}
