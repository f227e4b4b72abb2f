import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@headgate/server/testing';
import { waitUntilOk } from '../cluster/readiness';

/** Debian's Prometheus and promtool (`apt-get install prometheus`), or where the variables point. */
export const PROMETHEUS_BIN = process.env.PROMETHEUS_BIN ?? '/usr/bin/prometheus';
export const PROMTOOL_BIN = process.env.PROMTOOL_BIN ?? '/usr/bin/promtool';

/** The shipped configuration, rules and the rules' unit tests. */
export const PROMETHEUS_DIR = __dirname;
export const SHIPPED_FILES = ['prometheus.yml', 'headgate.rules.yml', 'headgate.rules.test.yml'];
/** The token file the shipped configuration names, relative to itself. */
const TOKEN_FILE = 'headgate-metrics-token';
/** The shipped example targets and scrape interval, which a test replaces. */
const TARGETS_LINE = /^( *- targets: )\[.*\]$/m;
const SCRAPE_INTERVAL_LINE = /^( *scrape_interval: )15s$/m;

/** How long Prometheus may take to load its configuration and answer ready. */
const START_TIMEOUT_MS = 30_000;

/** Why the Prometheus tests cannot run here, in one line, or undefined when they can. */
export function missingForPrometheus(): string | undefined {
  const missing = [PROMETHEUS_BIN, PROMTOOL_BIN].filter((binary) => !fs.existsSync(binary));
  if (missing.length === 0) return undefined;
  return `${missing.join(' and ')} missing: run \`apt-get install -y prometheus\` (or set PROMETHEUS_BIN and PROMTOOL_BIN).`;
}

/** Runs promtool in `cwd`. */
export function promtool(args: string[], cwd: string): SpawnSyncReturns<string> {
  return spawnSync(PROMTOOL_BIN, args, { cwd, encoding: 'utf8' });
}

/**
 * Copies the shipped files into `dir` as an operator installs them, with the METRICS_TOKEN file
 * beside them; `targets` and `scrapeInterval` replace the example servers and the 15 s interval.
 * Returns the configuration's path.
 */
export function installShippedConfig(
  dir: string,
  options: { token: string; targets?: string[]; scrapeInterval?: string },
): string {
  for (const file of SHIPPED_FILES)
    fs.copyFileSync(path.join(PROMETHEUS_DIR, file), path.join(dir, file));
  fs.writeFileSync(path.join(dir, TOKEN_FILE), options.token, { mode: 0o600 });
  const configFile = path.join(dir, 'prometheus.yml');
  let config = fs.readFileSync(configFile, 'utf8');
  const replace = (line: RegExp, value: string) => {
    if (!line.test(config)) throw new Error(`prometheus.yml has no line matching ${line}.`);
    config = config.replace(line, `$1${value}`);
  };
  if (options.targets) replace(TARGETS_LINE, JSON.stringify(options.targets));
  if (options.scrapeInterval) replace(SCRAPE_INTERVAL_LINE, options.scrapeInterval);
  fs.writeFileSync(configFile, config);
  return configFile;
}

/** A Prometheus started for a test, and its HTTP query API. */
export interface ThrowawayPrometheus {
  url: string;
  /** The instant vector `expr` evaluates to now (an error naming Prometheus' answer otherwise). */
  query(expr: string): Promise<{ metric: Record<string, string>; value: [number, string] }[]>;
  /** Stops it and removes its configuration and data. */
  stop(): Promise<void>;
}

/**
 * Starts Prometheus with the shipped configuration in a temporary folder (data there too) on a
 * free local port, scraping `targets` every `scrapeInterval` with `token`; resolves once it is
 * ready.
 */
export async function startThrowawayPrometheus(options: {
  targets: string[];
  token: string;
  scrapeInterval: string;
}): Promise<ThrowawayPrometheus> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-prometheus-'));
  const configFile = installShippedConfig(dir, options);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    PROMETHEUS_BIN,
    [
      `--config.file=${configFile}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const ended = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await ended;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilOk(`${url}/-/ready`, {
      timeoutMs: START_TIMEOUT_MS,
      gone: () =>
        child.exitCode !== null ? `Prometheus ended (${child.exitCode}):\n${output}` : undefined,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    async query(expr) {
      const answer = await fetch(`${url}/api/v1/query?${new URLSearchParams({ query: expr })}`);
      const body = (await answer.json()) as {
        status: string;
        error?: string;
        data?: { resultType: string; result: [] };
      };
      if (body.status !== 'success' || body.data?.resultType !== 'vector') {
        throw new Error(`Prometheus refused ${expr}: ${body.error ?? JSON.stringify(body)}`);
      }
      return body.data.result;
    },
    stop,
  };
}
