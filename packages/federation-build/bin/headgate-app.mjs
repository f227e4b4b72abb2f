#!/usr/bin/env node
// Runs the TypeScript build runner of @headgate/federation-build, through tsx, for the app in the
// current directory.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const runner = fileURLToPath(new URL('../src/appCli.ts', import.meta.url));
const child = spawn(
  process.execPath,
  ['--import', import.meta.resolve('tsx'), runner, ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
