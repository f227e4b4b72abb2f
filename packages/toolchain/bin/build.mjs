#!/usr/bin/env node
// `pnpm build`: build the shell and every stale remote (`--force` rebuilds all).
import { onSupportedNode } from './lib/nodeRuntime.mjs';
import { buildStale } from './lib/staleBuild.mjs';
import { install } from './lib/workspace.mjs';

await onSupportedNode();

install();
buildStale({ force: process.argv.includes('--force') });
