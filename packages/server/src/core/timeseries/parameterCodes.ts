/**
 * The `parameters.parameter` codes the server reads by meaning (graphs, facility widgets, map
 * flags). The demo data and any import must use these codes for those series.
 */
export const PARAMETER_CODES = {
  flow: 'flow_cfs',
  stage: 'stage_ft',
  waterLevel: 'water_level_ft',
  storage: 'storage_af',
  percentFull: 'pct_full',
  pumpingRate: 'pumping_rate_gpm',
  battery: 'battery_volts',
} as const;
