import type { GraphKind } from '@headgate/contracts';

/** How the panel names each graph and its unit (the rows' own unit wins when they carry one). */
export const GRAPH_KIND_LABELS: Record<GraphKind, { name: string; unit: string }> = {
  flow: { name: 'Flow', unit: 'cfs' },
  stage: { name: 'Stage', unit: 'ft' },
  waterLevel: { name: 'Water Level', unit: 'ft' },
};
