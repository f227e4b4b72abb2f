#!/usr/bin/env node
// `npm start`: install, then build what is stale while the database is prepared (migrations, and
// the demo data on a first start), then run the all-in-one server.
import { spawn } from 'node:child_process';
import { buildStale } from './lib/staleBuild.mjs';
import { fail, install, pnpm, ROOT, runPnpm, step } from './lib/workspace.mjs';

install();
const [command, ...prefix] = pnpm();
const preparing = spawn(
  command,
  [...prefix, '--silent', '--filter', '@headgate/server', 'db:prepare'],
  {
    cwd: ROOT,
    stdio: 'inherit',
  },
);
const prepared = new Promise((resolve) => preparing.on('exit', resolve));
buildStale();
if ((await prepared) !== 0) fail('The database could not be prepared (see above).');
step('Starting the all-in-one server');
runPnpm(['--filter', '@headgate/server', 'start']);
