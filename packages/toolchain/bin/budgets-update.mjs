#!/usr/bin/env node
// `pnpm budgets:update`: weighs the first-load JavaScript of every route of the route table in the
// browser tests' accessibility walks and writes it to budgets.json as the routes' budgets. Run it
// on purpose: lowering a budget is a commit of its own, raising one says why in the message.
import { ensureChromium } from './lib/chromium.mjs';
import { buildStale } from './lib/staleBuild.mjs';
import { install, runPnpm, step } from './lib/workspace.mjs';

install();
buildStale();
const chromium = ensureChromium();
step('Weighing the first load of every route (the accessibility walks, UPDATE_BUDGETS=1)');
runPnpm(
  [
    '--filter',
    '@headgate/e2e',
    'exec',
    'playwright',
    'test',
    'tests/accessibility.spec.ts',
    '--grep',
    'every screen they may open',
  ],
  { env: { ...process.env, CHROMIUM_PATH: chromium, UPDATE_BUDGETS: '1' } },
);
console.log('\nReview the change with `git diff budgets.json` before committing it.');
