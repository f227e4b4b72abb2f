import { FEET_PER_MILE, METRES_PER_FOOT } from '../mapTools/imperialUnits';
const ROUNDING_SLACK = 1e-9;

/** A scale bar: its length in the caller's unit (pixels, millimetres) and what it reads. */
export interface ScaleBar {
  length: number;
  label: string;
}

/** The largest 1, 2 or 5 × 10ⁿ not above `value`. */
function roundDown(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [5, 2, 1].find((multiple) => multiple * power <= value * (1 + ROUNDING_SLACK));
  return (step ?? 1) * power;
}

/**
 * The longest round imperial bar (1, 2 or 5 × 10ⁿ feet under a mile, miles from a mile up, as
 * the map's scale bar reads) that fits in `maxLength` units, each covering `metresPerUnit` of
 * ground. Null when not even a foot fits.
 */
export function chooseScaleBar(metresPerUnit: number, maxLength: number): ScaleBar | null {
  const maxFeet = (metresPerUnit * maxLength) / METRES_PER_FOOT;
  if (!Number.isFinite(maxFeet) || maxFeet < 1) return null;
  if (maxFeet >= FEET_PER_MILE) {
    const miles = roundDown(maxFeet / FEET_PER_MILE);
    return {
      length: (miles * FEET_PER_MILE * METRES_PER_FOOT) / metresPerUnit,
      label: `${miles.toLocaleString('en-US')} mi`,
    };
  }
  const feet = roundDown(maxFeet);
  return {
    length: (feet * METRES_PER_FOOT) / metresPerUnit,
    label: `${feet.toLocaleString('en-US')} ft`,
  };
}

/**
 * The representative fraction of a printed map, `1 : 250,000`, rounded to three significant
 * figures: `groundMetresPerPixel` of ground in each image pixel, printed `printedMmPerPixel` wide.
 */
export function formatScaleRatio(groundMetresPerPixel: number, printedMmPerPixel: number): string {
  const denominator = (groundMetresPerPixel * 1000) / printedMmPerPixel;
  const rounded = Number(denominator.toPrecision(3));
  return `1 : ${rounded.toLocaleString('en-US')}`;
}
