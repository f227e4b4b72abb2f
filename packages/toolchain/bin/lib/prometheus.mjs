// Finds the Prometheus and promtool the deploy/prometheus tests run (the shipped rules' unit
// tests, a real Prometheus scraping the cluster), installing Debian's package when we may.
import fs from 'node:fs';
import { aptInstall } from './debianPackages.mjs';
import { fail, step } from './workspace.mjs';

/** Debian's `prometheus` package ships both. */
const BINARIES = {
  PROMETHEUS_BIN: '/usr/bin/prometheus',
  PROMTOOL_BIN: '/usr/bin/promtool',
};

const executable = (variable) => process.env[variable] ?? BINARIES[variable];

/**
 * Makes sure `prometheus` and `promtool` are there (or where PROMETHEUS_BIN and PROMTOOL_BIN
 * point), installing Debian's `prometheus` with apt-get when they are missing and we are root;
 * otherwise says how to get them (the Prometheus tests then say they are skipped).
 */
export function ensurePrometheus() {
  const missing = Object.keys(BINARIES).filter((variable) => !fs.existsSync(executable(variable)));
  if (missing.length === 0) return;
  const pointed = missing.find((variable) => process.env[variable]);
  if (pointed) fail(`${pointed} points at ${executable(pointed)}, which does not exist.`);
  if (process.getuid?.() !== 0) {
    console.warn(
      'Prometheus or promtool is missing, so the alert rules and scrape tests will be skipped: run `sudo apt-get install -y prometheus` to include them.',
    );
    return;
  }
  step('Installing Prometheus and promtool from Debian (apt-get install prometheus)');
  aptInstall(['prometheus'], { what: 'prometheus' });
  const still = missing.filter((variable) => !fs.existsSync(executable(variable)));
  if (still.length > 0)
    fail(`apt-get installed prometheus, but ${still.map(executable).join(' and ')} is missing.`);
}
