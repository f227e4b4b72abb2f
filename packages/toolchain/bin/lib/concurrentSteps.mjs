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
 * Runs steps (`{ label, command, args, env, after, ownSlot }`) at most `concurrency` at a time,
 * in the order given (longest first keeps both cores busy to the end). A step with `after` starts
 * once the step of that label has passed; one with `ownSlot` does not count against
 * `concurrency` (a step that mostly waits, as a browser run does). A step's output is printed
 * whole when it fails, its summary when it passes. The first failure stops the others; returns
 * each step's time, or exits on a failure.
 */
export async function runConcurrently(steps, { concurrency }) {
  const waiting = [...steps];
  const running = new Map();
  const passed = new Set();
  const timings = [];
  let failure = null;
  const ready = (step) => !step.after || passed.has(step.after);
  const slotsTaken = () => [...running.values()].filter((step) => !step.ownSlot).length;
  const startReady = () => {
    for (const next of [...waiting]) {
      if (!ready(next) || (!next.ownSlot && slotsTaken() >= concurrency)) continue;
      waiting.splice(waiting.indexOf(next), 1);
      console.log(`\n▶ ${next.label}`);
      running.set(next.label, { ...runStep(next), ownSlot: next.ownSlot });
    }
  };
  startReady();
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
    passed.add(result.label);
    startReady();
  }
  if (failure) {
    console.error(`\n✖ ${failure.label} failed.`);
    process.exit(1);
  }
  return timings;
}
