import type { GraphKind } from '@headgate/contracts';
import { PARAMETER_CODES } from '../../core/timeseries';

/** The `parameters.parameter` code whose readings each graph kind shows. */
export const GRAPH_PARAMETER_CODES: Record<GraphKind, string> = {
  flow: PARAMETER_CODES.flow,
  stage: PARAMETER_CODES.stage,
  waterLevel: PARAMETER_CODES.waterLevel,
};
