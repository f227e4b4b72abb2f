// `pnpm test:e2e`: the journeys and the delivery specs as two Playwright runs side by side, each
// with its own server, database and discovery document. The delivery specs rewrite what every
// page sees (the discovery document, shared records), so on one server they run after the
// journeys, one at a time, and half their time is spent waiting (swaps, job intervals): beside
// the journeys that wait costs nothing. `playwright test` alone still runs both on one server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { E2E_PORT, ROOT } from './environment';
import { buildSwapRemote } from './swapRemoteBuild';

interface PlaywrightRun {
  project: 'journeys' | 'delivery';
  env: NodeJS.ProcessEnv;
}

const runs: PlaywrightRun[] = [
  { project: 'journeys', env: {} },
  {
    project: 'delivery',
    env: {
      E2E_PORT: String(E2E_PORT + 1),
      E2E_STATE_DIR: path.join(ROOT, '.data', 'e2e-delivery'),
      // The byte budgets are measured by the journeys' route walk; one run writes them.
      UPDATE_BUDGETS: undefined,
    },
  },
];

function runPlaywright({ project, env }: PlaywrightRun, extraArgs: string[]) {
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [
      require.resolve('@playwright/test/cli'),
      'test',
      '--project',
      project,
      '--no-deps',
      '--pass-with-no-tests',
      ...extraArgs,
    ],
    {
      cwd: path.join(__dirname, '..'),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // Whole lines only, so the two runs' reports interleave by line, never mid-line.
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on('line', (line) => console.log(line));
  return new Promise<{ project: string; code: number; seconds: number }>((resolve) =>
    child.on('close', (code) =>
      resolve({ project, code: code ?? 1, seconds: (Date.now() - started) / 1000 }),
    ),
  );
}

async function main() {
  // Both runs' global setup would otherwise build it at once when it is missing.
  buildSwapRemote();
  const results = await Promise.all(runs.map((run) => runPlaywright(run, process.argv.slice(2))));
  console.log('');
  for (const { project, code, seconds } of results)
    console.log(`${code === 0 ? '✔' : '✖'} ${project} (${seconds.toFixed(1)} s)`);
  process.exit(results.every(({ code }) => code === 0) ? 0 : 1);
}

void main();
