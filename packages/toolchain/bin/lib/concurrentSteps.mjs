// Runs independent steps of a command side by side, each step's output kept together.
import { spawn } from 'node:child_process';
import { pnpm, ROOT } from './workspace.mjs';

/** Lines of a passing step's output worth keeping in the log (its summary). */
const SUMMARY_LINES = 8;

/** A step that runs the pinned pnpm with these arguments. */
export function pnpmStep(label, args, env) {
  const [command, ...prefix] = pnpm();
  return { label, command, args: [...prefix, ...args], env };
}

function runStep({ label, command, args, env }) {
  const started = Date.now();
  const child = spawn(command, args, {
    cwd: ROOT,
    env: env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a failing sibling can stop it with everything it started.
    detached: true,
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const done = new Promise((resolve) => {
    child.on('error', (error) => resolve({ code: 1, error }));
    child.on('close', (code, signal) => resolve({ code: code ?? 1, signal }));
  }).then((result) => ({
    ...result,
    label,
    seconds: (Date.now() - started) / 1000,
    output: Buffer.concat(output).toString('utf8'),
  }));
  return { child, done };
}

function stop(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already ended.
  }
}

function report(result) {
  const passed = result.code === 0;
  const lines = result.output.trimEnd().split('\n');
  console.log(
    `\n${passed ? '✔' : '✖'} ${result.label} (${result.seconds.toFixed(1)} s)` +
      (passed ? '' : ` failed (exit ${result.signal ?? result.code})`),
  );
  console.log((passed ? lines.slice(-SUMMARY_LINES) : lines).join('\n'));
}

/**
 * Runs steps (`{ label, command, args, env }`) at most `concurrency` at a time, in the order given (longest first keeps both
 * cores busy to the end). A step's output is printed whole when it fails, its summary when it
 * passes. The first failure stops the others; returns each step's time, or exits on a failure.
 */
export async function runConcurrently(steps, { concurrency }) {
  const waiting = [...steps];
  const running = new Map();
  const timings = [];
  let failure = null;
  const startNext = () => {
    const next = waiting.shift();
    if (!next) return;
    console.log(`\n▶ ${next.label}`);
    const step = runStep(next);
    running.set(next.label, step);
  };
  for (let slot = 0; slot < concurrency; slot++) startNext();
  while (running.size > 0) {
    const result = await Promise.race([...running.values()].map((step) => step.done));
    running.delete(result.label);
    report(result);
    timings.push([result.label, result.seconds]);
    if (result.code !== 0) {
      failure = result;
      for (const step of running.values()) stop(step.child);
      break;
    }
    startNext();
  }
  if (failure) {
    console.error(`\n✖ ${failure.label} failed.`);
    process.exit(1);
  }
  return timings;
}
