import fs from 'node:fs';
import {
  BUDGETS_FILE,
  readBudgets,
  savedFirstLoads,
  UPDATING_BUDGETS,
  writeBudgets,
} from './budgets/budgetFile';
import { recordedBudgets } from './budgets/routeBudget';
import { E2E_SERVER_LOG } from './environment';
import { secretsInLog } from './logSecrets';
import { BUDGETED_PATHS } from './routeAudience';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(10);

/**
 * At the end of every run: the e2e server's log must hold no password, token or cookie (the
 * run signed in as every demo user, called the release API with its secret, and failed some).
 * At the end of an `UPDATE_BUDGETS=1` run, the first loads measured also become budgets.json.
 */
export default function globalTeardown(): void {
  const leaks = secretsInLog(fs.readFileSync(E2E_SERVER_LOG, 'utf8'));
  if (leaks.length > 0) {
    throw new Error(`The e2e server's log (${E2E_SERVER_LOG}) leaks secrets:\n${leaks.join('\n')}`);
  }
  if (!UPDATING_BUDGETS) return;
  const measured = savedFirstLoads();
  writeBudgets(recordedBudgets(readBudgets(), measured, BUDGETED_PATHS));
  console.log(`\nByte budgets written to ${BUDGETS_FILE} (first-load JavaScript):`);
  console.log(`${'route'.padEnd(62)}${'wire'.padStart(10)}${'gzip -9'.padStart(10)}  scripts`);
  for (const [route, firstLoad] of Object.entries(measured).sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    console.log(
      `${route.padEnd(62)}${kb(firstLoad.wire)}${kb(firstLoad.gzip)}  ${Object.keys(firstLoad.chunks).length}`,
    );
  }
  const missing = BUDGETED_PATHS.filter((route) => !(route in measured));
  if (missing.length > 0) {
    console.warn(
      `Not measured, so their budgets stay as they were (did their walk fail?): ${missing.join(', ')}`,
    );
  }
}
