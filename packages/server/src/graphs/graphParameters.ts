import type { GraphKind } from '@headgate/contracts';

/** The `parameters.parameter` code whose readings each graph kind shows. */
export const GRAPH_PARAMETER_CODES: Record<GraphKind, string> = {
  flow: 'flow_cfs',
  stage: 'stage_ft',
  waterLevel: 'water_level_ft',
};

/** The panel's default window when the caller gives none (spec/public-map.md §9). */
export const DEFAULT_GRAPH_DAYS = 3;
