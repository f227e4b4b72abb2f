#!/usr/bin/env node
// `pnpm build`: build the shell and every stale remote (`--force` rebuilds all).
import { buildStale } from './lib/staleBuild.mjs';
import { install } from './lib/workspace.mjs';

install();
buildStale({ force: process.argv.includes('--force') });
