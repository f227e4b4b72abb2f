/** Bytes of one built script: as served (brotli) and at gzip -9. */
export interface ScriptBytes {
  wire: number;
  gzip: number;
}

/**
 * The JavaScript a route loads on a first visit: the totals, and each script by its chunk name
 * (`<app>/<name>.js`, without the content hash, so a rebuilt chunk keeps its name).
 */
export interface FirstLoad extends ScriptBytes {
  chunks: Record<string, ScriptBytes>;
}

/**
 * `budgets.json`: per route of the route table, the first-load JavaScript it may weigh, and the
 * gzip -9 bytes of each of its chunks when the budget was recorded (to name what grew).
 */
export interface Budgets {
  $comment?: string;
  routes: Record<string, ScriptBytes>;
  chunks: Record<string, Record<string, number>>;
}

/** How far over its budget a route may grow before the check fails: 5 %. */
export const TOLERANCE = 0.05;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const percent = (now: number, before: number) =>
  `${now >= before ? '+' : '−'}${((Math.abs(now - before) / before) * 100).toFixed(1)} %`;

function chunkChanges(measured: FirstLoad, recorded: Record<string, number>): string[] {
  const grown = Object.entries(measured.chunks)
    .map(([chunk, { gzip }]) => ({ chunk, gzip, before: recorded[chunk] }))
    .filter(({ gzip, before }) => before === undefined || gzip > before)
    .sort((a, b) => b.gzip - (b.before ?? 0) - (a.gzip - (a.before ?? 0)));
  const gone = Object.entries(recorded).filter(([chunk]) => !(chunk in measured.chunks));
  return [
    ...grown.map(({ chunk, gzip, before }) =>
      before === undefined
        ? `  new   ${chunk} ${kb(gzip)}`
        : `  grew  ${chunk} ${kb(before)} → ${kb(gzip)} (${percent(gzip, before)})`,
    ),
    ...gone.map(([chunk, before]) => `  gone  ${chunk} ${kb(before)}`),
  ];
}

/**
 * What is wrong with a route's first load against its budget, as the operator reads it, or
 * `undefined` when it is within 5 % of the budget on the wire and at gzip -9.
 */
export function budgetBreach(
  route: string,
  measured: FirstLoad,
  budgets: Budgets,
): string | undefined {
  const budget = budgets.routes[route];
  if (!budget) {
    return `${route} has no byte budget in budgets.json (first load ${kb(measured.wire)} on the wire, ${kb(measured.gzip)} gzip -9): record one with \`pnpm budgets:update\`.`;
  }
  const over = (['wire', 'gzip'] as const).filter(
    (measure) => measured[measure] > budget[measure] * (1 + TOLERANCE),
  );
  if (over.length === 0) return undefined;
  const totals = (['wire', 'gzip'] as const)
    .map(
      (measure) =>
        `${measure === 'wire' ? 'on the wire' : 'gzip -9'} ${kb(measured[measure])} vs budget ${kb(budget[measure])} (${percent(measured[measure], budget[measure])})`,
    )
    .join(', ');
  const changes = chunkChanges(measured, budgets.chunks[route] ?? {});
  return [
    `${route} grew more than ${TOLERANCE * 100} % over its byte budget: ${totals}.`,
    changes.length > 0
      ? `Chunks against those recorded with the budget (gzip -9):\n${changes.join('\n')}`
      : 'No chunk grew against those recorded with the budget.',
    'Make it smaller, or raise its budget (`pnpm budgets:update`) with the reason in the commit message.',
  ].join('\n');
}

/**
 * The budget file that records these first loads as the budgets of their routes. The other routes
 * of the route table keep the budget they had; routes no longer in it lose theirs.
 */
export function recordedBudgets(
  previous: Budgets,
  measured: Record<string, FirstLoad>,
  routeTable: readonly string[],
): Budgets {
  const routes: Budgets['routes'] = {};
  const chunks: Budgets['chunks'] = {};
  for (const route of [...routeTable].sort()) {
    const firstLoad = measured[route];
    if (!firstLoad) {
      if (previous.routes[route]) routes[route] = previous.routes[route];
      if (previous.chunks[route]) chunks[route] = previous.chunks[route];
      continue;
    }
    routes[route] = { wire: firstLoad.wire, gzip: firstLoad.gzip };
    chunks[route] = Object.fromEntries(
      Object.entries(firstLoad.chunks)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([chunk, bytes]) => [chunk, bytes.gzip]),
    );
  }
  return { ...(previous.$comment ? { $comment: previous.$comment } : {}), routes, chunks };
}
