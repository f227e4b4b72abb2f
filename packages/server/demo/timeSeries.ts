import type pg from 'pg';
import { DISTRICT_TIME_ZONE } from '@headgate/district-clock';
import type { Database } from '../src/core/database/openDatabase';
import type { DemoLocation, DemoSeries } from './districtLocations';
import type { KerseyTexture } from './kerseyRecord';
import { gaussian, mulberry32, type RandomStream } from '../src/core/prng';
import { NOISE, shapeValue } from './seriesShapes';

export const STEP_MS = 15 * 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
// Daily values are means of eight readings, every three hours of the local day.
const DAILY_SAMPLE_HOURS = [0, 3, 6, 9, 12, 15, 18, 21];

export interface SeriesWindow {
  /** The last 15-minute timestamp of the demo (inclusive). */
  now: Date;
  days15min: number;
  yearsDaily: number;
}

const COLUMNS_15MIN = [
  'location_ndx',
  'parameter_ndx',
  'collect_timestamp',
  'result_value',
  'datasrc_ndx',
];
const COLUMNS_DAILY = [
  'location_ndx',
  'parameter_ndx',
  'collect_date',
  'result_value',
  'datasrc_ndx',
];

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A reading with instrument noise; zero stays zero (a pump that is off reads 0 gpm). */
function noisyReading(
  series: DemoSeries,
  epochMs: number,
  kersey: KerseyTexture,
  random: RandomStream,
): number {
  const value = shapeValue(series.shape, epochMs, kersey);
  return round(Math.max(0, value * (1 + NOISE[series.shape.kind] * gaussian(random))));
}

/** Telemetry outages: up to two holes of 2–18 hours, none in the last day and a half. */
function outages(random: RandomStream, fromMs: number, toMs: number): [number, number][] {
  const count = Math.floor(random() * 3);
  const latestStart = toMs - 1.5 * DAY_MS;
  const holes: [number, number][] = [];
  for (let i = 0; i < count && latestStart > fromMs; i++) {
    const start = fromMs + random() * (latestStart - fromMs);
    holes.push([start, start + (2 + random() * 16) * HOUR_MS]);
  }
  return holes;
}

/** The calendar date in Denver, as midnight UTC of that date. */
function denverDate(instant: Date): number {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: DISTRICT_TIME_ZONE }).format(instant);
  return Date.parse(`${date}T00:00:00Z`);
}

function seriesSeed(location: DemoLocation, series: DemoSeries): number {
  return location.locationNdx * 10_007 + series.parameterNdx;
}

function lastReportMs(location: DemoLocation, now: Date): number {
  const silentMs = (location.silentForHours ?? 0) * HOUR_MS;
  return Math.floor((now.getTime() - silentMs) / STEP_MS) * STEP_MS;
}

function fifteenMinuteCsv(
  location: DemoLocation,
  window: SeriesWindow,
  kersey: KerseyTexture,
): string[] {
  const csv: string[] = [];
  const nowMs = window.now.getTime();
  const fromMs = nowMs - window.days15min * DAY_MS + STEP_MS;
  const toMs = lastReportMs(location, window.now);
  for (const series of location.series) {
    const random = mulberry32(seriesSeed(location, series));
    const holes = outages(random, fromMs, toMs);
    for (let t = fromMs; t <= toMs; t += STEP_MS) {
      if (holes.some(([start, end]) => t >= start && t < end)) continue;
      const value = noisyReading(series, t, kersey, random);
      csv.push(
        `${location.locationNdx},${series.parameterNdx},${new Date(t).toISOString()},${value},${location.datasrcNdx}`,
      );
    }
  }
  return csv;
}

function dailyCsv(location: DemoLocation, window: SeriesWindow, kersey: KerseyTexture): string[] {
  const csv: string[] = [];
  const today = denverDate(window.now);
  const firstDay = today - Math.round(window.yearsDaily * 365.25) * DAY_MS;
  const lastMs = lastReportMs(location, window.now);
  for (const series of location.series) {
    const random = mulberry32(seriesSeed(location, series) + 1);
    // One multi-day outage in about a third of the daily records.
    const holeStart = random() < 0.3 ? firstDay + random() * (today - firstDay - 30 * DAY_MS) : 0;
    const holeEnd = holeStart + (3 + random() * 9) * DAY_MS;
    for (let day = firstDay; day < today; day += DAY_MS) {
      if (day >= holeStart && day < holeEnd) continue;
      // A day counts only once its last reading has come in (Denver is 6–7 h behind UTC).
      const localMidnight = day + 7 * HOUR_MS;
      if (localMidnight + DAY_MS > lastMs) continue;
      let sum = 0;
      for (const hour of DAILY_SAMPLE_HOURS)
        sum += noisyReading(series, localMidnight + hour * HOUR_MS, kersey, random);
      const date = new Date(day).toISOString().slice(0, 10);
      csv.push(
        `${location.locationNdx},${series.parameterNdx},${date},${round(sum / DAILY_SAMPLE_HOURS.length)},${location.datasrcNdx}`,
      );
    }
  }
  return csv;
}

/** The generated records as CSV (one chunk per location), ready for `COPY`. */
export interface GeneratedSeries {
  csv15min: string[];
  csvDaily: string[];
}

/** Generates every location's 15-minute and daily records in memory. */
export function generateTimeSeries(
  locations: DemoLocation[],
  window: SeriesWindow,
  kersey: KerseyTexture,
): GeneratedSeries {
  const generated: GeneratedSeries = { csv15min: [], csvDaily: [] };
  for (const location of locations) {
    generated.csv15min.push(fifteenMinuteCsv(location, window, kersey).join('\n'));
    generated.csvDaily.push(dailyCsv(location, window, kersey).join('\n'));
  }
  return generated;
}

/** Bulk-loads generated records; resolves to the row counts of both tables. */
export async function copyTimeSeries(
  db: Database,
  generated: GeneratedSeries,
  client?: pg.ClientBase,
): Promise<{ rows15min: number; rowsDaily: number }> {
  let rows15min = 0;
  let rowsDaily = 0;
  for (const csv of generated.csv15min)
    if (csv) rows15min += await db.bulk.copyIn('timeseries_15min', COLUMNS_15MIN, csv, client);
  for (const csv of generated.csvDaily)
    if (csv) rowsDaily += await db.bulk.copyIn('timeseries_daily', COLUMNS_DAILY, csv, client);
  return { rows15min, rowsDaily };
}
