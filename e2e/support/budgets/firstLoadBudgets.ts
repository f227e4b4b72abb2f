import { readBudgets, saveFirstLoads, UPDATING_BUDGETS } from './budgetFile';
import { budgetBreach, type FirstLoad } from './routeBudget';

/**
 * Checks the first loads one walk measured against budgets.json, naming every route over its
 * budget in one error; in an `UPDATE_BUDGETS=1` run, keeps them for the new budgets instead.
 */
export function checkFirstLoads(visitor: string, firstLoads: Record<string, FirstLoad>): void {
  if (UPDATING_BUDGETS) {
    saveFirstLoads(visitor, firstLoads);
    return;
  }
  const budgets = readBudgets();
  const breaches = Object.entries(firstLoads).flatMap(
    ([route, firstLoad]) => budgetBreach(route, firstLoad, budgets) ?? [],
  );
  if (breaches.length > 0) {
    throw new Error(
      `First-load JavaScript over its byte budget (measured as ${visitor}):\n\n${breaches.join('\n\n')}`,
    );
  }
}
