import type { KerseyTexture } from './kerseyRecord';
import { mulberry32 } from '../src/core/prng';

/** How one synthetic series behaves over the year and the day. */
export type SeriesShape =
  | { kind: 'river'; augustCfs: number }
  | { kind: 'reservoirStorage'; capacityAf: number }
  | { kind: 'reservoirLevel'; fullDepthFt: number }
  | { kind: 'reservoirPercentFull' }
  | { kind: 'reservoirInflow'; peakCfs: number }
  | { kind: 'reservoirRelease'; peakCfs: number }
  | { kind: 'rechargeLevel'; fullDepthFt: number; seed: number }
  | { kind: 'rechargeDelivery'; peakCfs: number; seed: number }
  | { kind: 'augmentationRelease'; peakCfs: number; seed: number }
  | { kind: 'wellLevel'; staticDepthFt: number; drawdownFt: number; phaseHours: number }
  | { kind: 'wellPumping'; gpm: number; phaseHours: number }
  /** A solar-charged battery; `offsetVolts` sets one station's pack apart from another's. */
  | { kind: 'battery'; offsetVolts?: number };

/** Relative measurement noise per kind: gages are noisier than a storage computation. */
export const NOISE: Record<SeriesShape['kind'], number> = {
  river: 0.02,
  reservoirStorage: 0.002,
  reservoirLevel: 0.002,
  reservoirPercentFull: 0.002,
  reservoirInflow: 0.04,
  reservoirRelease: 0.04,
  rechargeLevel: 0.01,
  rechargeDelivery: 0.03,
  augmentationRelease: 0.03,
  wellLevel: 0.004,
  wellPumping: 0.02,
  battery: 0.004,
};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
// Mountain Standard Time all year: close enough for where in the day a cycle peaks.
const MOUNTAIN_OFFSET_MS = 7 * HOUR_MS;

/** A repeatable number in [0, 1) for a (seed, n) pair: "was the pump on in block n". */
function draw(seed: number, n: number): number {
  return mulberry32(seed * 100_003 + n)();
}

function localHour(epochMs: number): number {
  return ((((epochMs - MOUNTAIN_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / HOUR_MS;
}

function dayOfYear(epochMs: number): number {
  const local = new Date(epochMs - MOUNTAIN_OFFSET_MS);
  return (local.getTime() - Date.UTC(local.getUTCFullYear(), 0, 1)) / DAY_MS + 1;
}

/** Wet and dry years: snowpack decides how big the runoff and how full the reservoirs get. */
function wetness(epochMs: number): number {
  return 0.7 + 0.6 * draw(1876, new Date(epochMs - MOUNTAIN_OFFSET_MS).getUTCFullYear());
}

/** Baseflow plus the May–June snowmelt peak plus summer irrigation return flows. */
function riverSeason(doy: number, wet: number): number {
  return (
    0.55 +
    2.0 * wet * Math.exp(-(((doy - 158) / 26) ** 2)) +
    0.35 * Math.exp(-(((doy - 215) / 35) ** 2))
  );
}

const AUGUST_13 = 225;

// Storage season: slow winter fill, fast fill on the spring runoff, full by mid-June, drawn
// down for irrigation through October.
const FILL_CURVE: readonly [number, number][] = [
  [1, 0.55],
  [90, 0.68],
  [165, 0.96],
  [195, 0.93],
  [300, 0.35],
  [367, 0.55],
];

function fractionFull(epochMs: number): number {
  const doy = dayOfYear(epochMs);
  const i = Math.max(
    1,
    FILL_CURVE.findIndex(([day]) => day >= doy),
  );
  const [d0, f0] = FILL_CURVE[i - 1]!;
  const [d1, f1] = FILL_CURVE[i]!;
  const seasonal = f0 + ((f1 - f0) * (doy - d0)) / (d1 - d0);
  return Math.min(1, seasonal * (0.85 + 0.2 * (wetness(epochMs) - 0.7)));
}

/** Change in fraction full over two days: positive while filling, negative while releasing. */
function fillRate(epochMs: number): number {
  return fractionFull(epochMs + DAY_MS) - fractionFull(epochMs - DAY_MS);
}

const RECHARGE_BLOCK_HOURS = 96;
const RECHARGE_RISE_HOURS = 18;
const RECHARGE_SEEP_HOURS = 40;

/** Recharge water arrives in four-day deliveries, mostly in winter when the river is free. */
function rechargeDelivering(seed: number, block: number): boolean {
  const month = new Date(block * RECHARGE_BLOCK_HOURS * HOUR_MS).getUTCMonth();
  const chance = month >= 10 || month <= 3 ? 0.65 : month <= 5 ? 0.4 : 0.15;
  return draw(seed, block) < chance;
}

function pondLevelAfter(
  seed: number,
  block: number,
  startLevel: number,
  hours: number,
  full: number,
): number {
  return rechargeDelivering(seed, block)
    ? startLevel + (full - startLevel) * (1 - Math.exp(-hours / RECHARGE_RISE_HOURS))
    : startLevel * Math.exp(-hours / RECHARGE_SEEP_HOURS);
}

/** Pond level at the start of a block, looking back a few blocks (older ones no longer matter). */
function pondStartLevel(seed: number, block: number, full: number, lookBack: number): number {
  if (lookBack === 0) return 0.3 * full;
  const previous = block - 1;
  const start = pondStartLevel(seed, previous, full, lookBack - 1);
  return pondLevelAfter(seed, previous, start, RECHARGE_BLOCK_HOURS, full);
}

/** Irrigation wells run longer days in midsummer: about 4 h in winter, 20 h in July. */
function pumpingHours(doy: number): number {
  return 4 + 16 * Math.exp(-(((doy - 200) / 45) ** 2));
}

function pumpState(epochMs: number, phaseHours: number): { on: boolean; hours: number } {
  const onHours = pumpingHours(dayOfYear(epochMs));
  const intoCycle = (localHour(epochMs) + phaseHours) % 24;
  return intoCycle < onHours
    ? { on: true, hours: intoCycle }
    : { on: false, hours: intoCycle - onHours };
}

/** The noiseless value of a series at a UTC time. */
export function shapeValue(shape: SeriesShape, epochMs: number, kersey: KerseyTexture): number {
  switch (shape.kind) {
    case 'river': {
      const scale = shape.augustCfs / riverSeason(AUGUST_13, 1);
      return scale * riverSeason(dayOfYear(epochMs), wetness(epochMs)) * kersey.ratioAt(epochMs);
    }
    case 'reservoirStorage':
      return shape.capacityAf * fractionFull(epochMs);
    case 'reservoirLevel':
      // Banks widen upward, so depth rises faster than volume when the pool is low.
      return shape.fullDepthFt * fractionFull(epochMs) ** 0.7;
    case 'reservoirPercentFull':
      return 100 * fractionFull(epochMs);
    case 'reservoirInflow':
      return shape.peakCfs * Math.min(1, Math.max(0, fillRate(epochMs) / 0.0075));
    case 'reservoirRelease':
      return shape.peakCfs * Math.min(1, Math.max(0, -fillRate(epochMs) / 0.011));
    case 'rechargeLevel': {
      const hours = epochMs / HOUR_MS;
      const block = Math.floor(hours / RECHARGE_BLOCK_HOURS);
      const start = pondStartLevel(shape.seed, block, shape.fullDepthFt, 3);
      const into = hours - block * RECHARGE_BLOCK_HOURS;
      return pondLevelAfter(shape.seed, block, start, into, shape.fullDepthFt);
    }
    case 'rechargeDelivery': {
      const block = Math.floor(epochMs / HOUR_MS / RECHARGE_BLOCK_HOURS);
      return rechargeDelivering(shape.seed, block) ? shape.peakCfs : 0;
    }
    case 'augmentationRelease': {
      // Operators set the release each morning at 08:00; more days on during the call season.
      const day = Math.floor((epochMs - MOUNTAIN_OFFSET_MS - 8 * HOUR_MS) / DAY_MS);
      const month = new Date(epochMs - MOUNTAIN_OFFSET_MS).getUTCMonth();
      const chance = month >= 3 && month <= 9 ? 0.85 : 0.2;
      if (draw(shape.seed, day) >= chance) return 0;
      return shape.peakCfs * (0.6 + 0.4 * draw(shape.seed + 1, day));
    }
    case 'wellLevel': {
      const doy = dayOfYear(epochMs);
      const seasonal = 3 * Math.exp(-(((doy - 230) / 60) ** 2));
      const pump = pumpState(epochMs, shape.phaseHours);
      const peakDrawdown = shape.drawdownFt * (1 - Math.exp(-pumpingHours(doy) / 1.5));
      const drawdown = pump.on
        ? shape.drawdownFt * (1 - Math.exp(-pump.hours / 1.5))
        : peakDrawdown * Math.exp(-pump.hours / 2);
      return shape.staticDepthFt + seasonal + drawdown;
    }
    case 'wellPumping':
      return pumpState(epochMs, shape.phaseHours).on ? shape.gpm : 0;
    case 'battery': {
      const hour = localHour(epochMs);
      const sun = Math.max(0, Math.sin((Math.PI * (hour - 6)) / 14));
      return 12.4 + (shape.offsetVolts ?? 0) + 1.3 * sun;
    }
  }
}
