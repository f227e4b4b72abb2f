// Headgate runs on Node 24 LTS. A machine with only an older Node (and npm) gets Node 24 from the
// npm registry, once, into .toolchain/, and the workspace command runs again on it, with that
// Node first on PATH for everything it starts (pnpm, jest, webpack, the server, the e2e run).
// Dependency-free: it runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fail, ROOT, step } from './workspace.mjs';

/** The Node release the workspace commands run on (the `node` package on the npm registry). */
export const NODE_VERSION = '24.21.0';
const REQUIRED_MAJOR = Number(NODE_VERSION.split('.')[0]);

const prefix = path.join(ROOT, '.toolchain', `node-${NODE_VERSION}`);
const binDir = path.join(prefix, 'node_modules', '.bin');

/**
 * Resolves at once on Node 24 or newer. On an older Node it brings Node 24, runs this same
 * command on it and ends the process with that command's exit code (it never resolves).
 */
export function onSupportedNode() {
  if (Number(process.versions.node.split('.')[0]) >= REQUIRED_MAJOR) return Promise.resolve();
  const node = path.join(binDir, 'node');
  if (!fs.existsSync(node)) {
    step(
      `Node ${process.versions.node} is older than ${REQUIRED_MAJOR}: fetching Node ${NODE_VERSION} from the npm registry into .toolchain/`,
    );
    fs.mkdirSync(prefix, { recursive: true });
    // The package's preinstall fetches the platform's binary package from the same registry.
    const installed = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        `node@${NODE_VERSION}`,
      ],
      { stdio: 'inherit' },
    );
    if (installed.status !== 0 || !fs.existsSync(node))
      fail(`Node ${NODE_VERSION} could not be installed from the npm registry (see above).`);
  }
  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  // A terminal's Ctrl-C reaches the whole process group, the child included: this process only
  // waits for it. A service manager's SIGTERM or SIGHUP reaches this process alone: pass it on.
  process.on('SIGINT', () => undefined);
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return new Promise(() => undefined);
}
