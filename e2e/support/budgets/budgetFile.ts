import fs from 'node:fs';
import path from 'node:path';
import { FIRST_LOADS_DIR, ROOT } from '../environment';
import type { Budgets, FirstLoad } from './routeBudget';

/** The byte budgets of the routes, at the root of the repository. */
export const BUDGETS_FILE = path.join(ROOT, 'budgets.json');

/** A run that records the first loads as the new budgets instead of checking them. */
export const UPDATING_BUDGETS = process.env.UPDATE_BUDGETS === '1';

/** The budgets as committed; none yet when the file is missing. */
export function readBudgets(): Budgets {
  if (!fs.existsSync(BUDGETS_FILE)) return { routes: {}, chunks: {} };
  return JSON.parse(fs.readFileSync(BUDGETS_FILE, 'utf8')) as Budgets;
}

export function writeBudgets(budgets: Budgets): void {
  fs.writeFileSync(BUDGETS_FILE, `${JSON.stringify(budgets, null, 2)}\n`);
}

/** Keeps one visitor's measured first loads for the end of an `UPDATE_BUDGETS=1` run. */
export function saveFirstLoads(visitor: string, firstLoads: Record<string, FirstLoad>): void {
  fs.mkdirSync(FIRST_LOADS_DIR, { recursive: true });
  fs.writeFileSync(path.join(FIRST_LOADS_DIR, `${visitor}.json`), JSON.stringify(firstLoads));
}

/** Every first load the run's walks saved, by route. */
export function savedFirstLoads(): Record<string, FirstLoad> {
  if (!fs.existsSync(FIRST_LOADS_DIR)) return {};
  return Object.assign(
    {},
    ...fs
      .readdirSync(FIRST_LOADS_DIR)
      .map((file) => JSON.parse(fs.readFileSync(path.join(FIRST_LOADS_DIR, file), 'utf8'))),
  ) as Record<string, FirstLoad>;
}

/** Forgets the first loads of an earlier run. */
export function clearSavedFirstLoads(): void {
  fs.rmSync(FIRST_LOADS_DIR, { recursive: true, force: true });
}
