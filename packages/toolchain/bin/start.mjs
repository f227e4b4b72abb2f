#!/usr/bin/env node
// `npm start`: install, then build what is stale while the database is prepared (migrations, and
// the demo data on a first start), then run the all-in-one server.
import { onSupportedNode } from './lib/nodeRuntime.mjs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildStale } from './lib/staleBuild.mjs';
import { fail, install, ROOT, run, step } from './lib/workspace.mjs';

await onSupportedNode();

const SERVER_DIR = path.join(ROOT, 'packages', 'server');
// The server's TypeScript runs through tsx, resolved from the server package.
const serverScript = (file) => [process.execPath, ['--import', 'tsx', file], { cwd: SERVER_DIR }];

install();
const [node, prepareArgs, options] = serverScript('src/prepareCli.ts');
const preparing = spawn(node, prepareArgs, { ...options, stdio: 'inherit' });
const prepared = new Promise((resolve) => preparing.on('exit', resolve));
buildStale();
if ((await prepared) !== 0) fail('The database could not be prepared (see above).');
step('Starting the all-in-one server');
run(...serverScript('src/main.ts'));
