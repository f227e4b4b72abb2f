import { budgetBreach, recordedBudgets, type Budgets, type FirstLoad } from './routeBudget';

const ROUTE = '/admin/users-management';

/**
 * A first load of 100,000 bytes on the wire and at gzip -9 in two chunks, with the data grid
 * grown by `growth` of that total (0.04: the route is 4 % heavier).
 */
function firstLoad(growth: number, extraChunks: FirstLoad['chunks'] = {}): FirstLoad {
  const chunks: FirstLoad['chunks'] = {
    'shell/main.js': { wire: 50_000, gzip: 60_000 },
    'mfe-admin/data-grid.js': { wire: 50_000 + 100_000 * growth, gzip: 40_000 + 100_000 * growth },
    ...extraChunks,
  };
  const sum = (measure: 'wire' | 'gzip') =>
    Object.values(chunks).reduce((total, bytes) => total + bytes[measure], 0);
  return { wire: sum('wire'), gzip: sum('gzip'), chunks };
}

const budgets: Budgets = recordedBudgets({ routes: {}, chunks: {} }, { [ROUTE]: firstLoad(0) }, [
  ROUTE,
]);

describe('the byte budget of a route', () => {
  it('records the totals and each chunk by name, gzip -9', () => {
    expect(budgets.routes[ROUTE]).toEqual({ wire: 100_000, gzip: 100_000 });
    expect(budgets.chunks[ROUTE]).toEqual({
      'mfe-admin/data-grid.js': 40_000,
      'shell/main.js': 60_000,
    });
  });

  it('passes a route that grew 4 %', () => {
    expect(budgetBreach(ROUTE, firstLoad(0.04), budgets)).toBeUndefined();
  });

  it('fails a route that grew 6 %, naming the route, its totals and the chunk that grew', () => {
    const breach = budgetBreach(ROUTE, firstLoad(0.06), budgets);
    expect(breach).toMatch(
      /^\/admin\/users-management grew more than 5 % over its byte budget: on the wire 103\.5 KB vs budget 97\.7 KB \(\+6\.0 %\), gzip -9 103\.5 KB vs budget 97\.7 KB \(\+6\.0 %\)\./,
    );
    expect(breach).toContain('grew  mfe-admin/data-grid.js 39.1 KB → 44.9 KB (+15.0 %)');
    expect(breach).not.toContain('shell/main.js');
  });

  it('fails a route that grew 6 % at gzip -9 only', () => {
    const grown = { ...firstLoad(0), gzip: 106_000 };
    expect(budgetBreach(ROUTE, grown, budgets)).toContain(
      'on the wire 97.7 KB vs budget 97.7 KB (+0.0 %), gzip -9 103.5 KB vs budget 97.7 KB (+6.0 %)',
    );
  });

  it('names a chunk that is new, and one no longer loaded (a chunk the build renamed)', () => {
    const renamed = firstLoad(0, { 'mfe-admin/1234.js': { wire: 56_000, gzip: 66_000 } });
    delete renamed.chunks['shell/main.js'];
    renamed.wire -= 50_000;
    renamed.gzip -= 60_000;
    const breach = budgetBreach(ROUTE, renamed, budgets);
    expect(breach).toContain('new   mfe-admin/1234.js 64.5 KB');
    expect(breach).toContain('gone  shell/main.js 58.6 KB');
  });

  it('asks for a budget for a route that has none', () => {
    expect(budgetBreach('/dashboard', firstLoad(0), budgets)).toBe(
      '/dashboard has no byte budget in budgets.json (first load 97.7 KB on the wire, 97.7 KB gzip -9): record one with `pnpm budgets:update`.',
    );
  });

  it('keeps the budgets of routes not measured, and drops those no longer in the route table', () => {
    const updated = recordedBudgets(
      {
        routes: { ...budgets.routes, '/gone': { wire: 1, gzip: 1 } },
        chunks: budgets.chunks,
      },
      { '/dashboard': firstLoad(0) },
      ['/dashboard', ROUTE],
    );
    expect(Object.keys(updated.routes)).toEqual(['/admin/users-management', '/dashboard']);
    expect(updated.routes[ROUTE]).toEqual(budgets.routes[ROUTE]);
  });
});
