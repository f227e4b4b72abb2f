/**
 * The three 15-minute graphs of the map's time-series panel, by the field their rows carry. Apart
 * from the graphs' schemas: the graph calls' paths are built from it, and calls load no zod.
 */
export const GRAPH_KINDS = {
  flow: { route: 'graph-flow-data15-min', field: 'flow_cfs' },
  stage: { route: 'graph-stage-data15-min', field: 'stage_ft' },
  waterLevel: { route: 'graph-waterlevel-data15-min', field: 'level_ft' },
} as const;
export type GraphKind = keyof typeof GRAPH_KINDS;

/** One value per graph kind, so a kind added to `GRAPH_KINDS` cannot lack its call or schemas. */
export function byGraphKind<Value>(valueOf: (kind: GraphKind) => Value): Record<GraphKind, Value> {
  return {
    flow: valueOf('flow'),
    stage: valueOf('stage'),
    waterLevel: valueOf('waterLevel'),
  };
}
