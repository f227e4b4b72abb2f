#!/usr/bin/env node
// `npm start`: install, build what is stale, and run the all-in-one server.
import { buildStale } from './lib/staleBuild.mjs';
import { install, runPnpm, step } from './lib/workspace.mjs';

install();
buildStale();
step('Starting the all-in-one server');
runPnpm(['--filter', '@headgate/server', 'start']);
