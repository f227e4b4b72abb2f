#!/usr/bin/env node
// `pnpm dev`: the API server plus a hot-reloading dev server for the shell and every remote.
// The shell's dev server (http://localhost:3000) forwards API and discovery calls to the API
// server, whose discovery document points at the remotes' dev servers.
import { onSupportedNode } from './lib/nodeRuntime.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { install, pnpm, ROOT, step } from './lib/workspace.mjs';

await onSupportedNode();

install();
const { tsImport } = await import('tsx/esm/api');
const { REMOTE_DEV_PORTS } = await tsImport('../../site-map/src/remotes.ts', import.meta.url);
const discoveryFile = path.join(ROOT, '.data', 'discovery.dev.json');
fs.mkdirSync(path.dirname(discoveryFile), { recursive: true });
const microFrontends = Object.fromEntries(
  Object.entries(REMOTE_DEV_PORTS).map(([remote, port]) => [
    remote,
    [
      {
        url: `http://localhost:${port}/mf-manifest.json`,
        metadata: { version: 'dev' },
        deployment: { default: true, traffic: 100 },
      },
    ],
  ]),
);
fs.writeFileSync(discoveryFile, JSON.stringify({ microFrontends }, null, 2));

step('Starting the API server and the dev servers; open http://localhost:3000/');
const [command, ...prefix] = pnpm();
const children = [
  spawn(command, [...prefix, '--filter', '@headgate/server', 'start'], {
    cwd: ROOT,
    stdio: 'inherit',
    // The discovery file is imported once into an empty release store: the dev
    // servers' entries get a database of their own, apart from `pnpm start`'s built remotes.
    env: {
      HEADGATE_DATA_DIR: path.join(ROOT, '.data', 'pglite-dev'),
      ...process.env,
      HEADGATE_DISCOVERY: discoveryFile,
    },
  }),
  spawn(
    command,
    [...prefix, '-r', '--parallel', '--filter', './shell', '--filter', './mfe-*', 'run', 'dev'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  ),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
