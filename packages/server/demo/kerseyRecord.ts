import fs from 'node:fs';
import path from 'node:path';

const STEP_MS = 15 * 60_000;
const STEPS_PER_DAY = 96;
// The DWR record is in Mountain Daylight Time; shifting by six hours keeps its daily cycle at
// the right hour when it is laid onto UTC timestamps.
const MDT_OFFSET_STEPS = 24;
const WEEK_STEPS = 7 * STEPS_PER_DAY;

export const KERSEY_FILE = path.join(
  'timeseries',
  'PLAKERCO-DISCHRG-15min-2019-06-01_2019-12-01.csv',
);

/**
 * The short-term texture of the real South Platte near Kersey: each 15-minute value divided by
 * its centred weekly mean. Multiplying a seasonal curve by it gives synthetic gages the real
 * river's diurnal swing, storm spikes and ditch-driven dips without copying its levels.
 */
export interface KerseyTexture {
  /** The ratio at a UTC time; the record repeats end to end. */
  ratioAt(epochMs: number): number;
}

export function readKerseyTexture(dataDir: string): KerseyTexture {
  const lines = fs.readFileSync(path.join(dataDir, KERSEY_FILE), 'utf8').trim().split('\n');
  const values: number[] = [];
  for (const line of lines.slice(1)) {
    const value = Number(line.split(',')[3]);
    // A missing reading repeats the previous one so the texture has no holes.
    values.push(Number.isFinite(value) && value > 0 ? value : (values.at(-1) ?? 1));
  }
  // Whole days only, so wrapping around keeps the daily cycle in phase.
  const length = Math.floor(values.length / STEPS_PER_DAY) * STEPS_PER_DAY;
  const prefix = new Float64Array(length + 1);
  for (let i = 0; i < length; i++) prefix[i + 1] = prefix[i]! + values[i]!;
  const ratios = new Float64Array(length);
  for (let i = 0; i < length; i++) {
    const from = Math.max(0, i - WEEK_STEPS / 2);
    const to = Math.min(length, i + WEEK_STEPS / 2);
    const weeklyMean = (prefix[to]! - prefix[from]!) / (to - from);
    ratios[i] = Math.min(2, Math.max(0.5, values[i]! / weeklyMean));
  }
  return {
    ratioAt(epochMs) {
      const step = Math.floor(epochMs / STEP_MS) - MDT_OFFSET_STEPS;
      return ratios[((step % length) + length) % length]!;
    },
  };
}
