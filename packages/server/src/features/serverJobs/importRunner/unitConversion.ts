// Factors from an incoming unit to the parameter's unit, by unit names as the district writes
// them. Only linear conversions: every unit here is a scale of another.
const FACTORS: Record<string, number> = {
  'm->ft': 3.280839895,
  'ft->m': 0.3048,
  'in->ft': 1 / 12,
  'ft->in': 12,
  'cm->ft': 0.03280839895,
  'm3/s->cfs': 35.31466672,
  'cfs->m3/s': 0.028316846592,
  'gpm->cfs': 0.002228009,
  'cfs->gpm': 448.8311688,
  'af->m3': 1233.48183754752,
  'm3->af': 1 / 1233.48183754752,
  'mv->volts': 0.001,
  'volts->mv': 1000,
};

/**
 * How to turn a value in `from` into `to`: the identity when they are the same unit, a scale
 * when the conversion is known, else null (the run fails, naming both units).
 */
export function unitConversion(from: string, to: string): ((value: number) => number) | null {
  const key = (unit: string) => unit.trim().toLowerCase().replace('³', '3');
  if (key(from) === key(to)) return (value) => value;
  const factor = FACTORS[`${key(from)}->${key(to)}`];
  return factor === undefined ? null : (value) => value * factor;
}
