import type { Database } from '../../src/core/database/openDatabase';
import { mulberry32 } from '../../src/core/prng';

/** Synthetic 15-minute readings for the time-series benchmark: deterministic for a given seed. */

export const QUARTER_HOUR_MS = 15 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;
export const READINGS_PER_DAY = 96;
export const READING_COLUMNS = [
  'location_ndx',
  'parameter_ndx',
  'collect_timestamp',
  'result_value',
] as const;

export const FLOW_NDX = 1;
export const STAGE_NDX = 2;

// Every series ends at local midnight (America/Denver, 07:00 UTC in winter) on 2026-01-01, so a
// UTC date of `SPAN_END - n days` is also the district's calendar day.
const SPAN_END = Date.UTC(2026, 0, 1, 7);
// A series covers at least this many days, so a one-year window fits with room to move.
const MIN_DAYS = 400;

/** One series: a location's parameter. */
export interface SeriesKey {
  locationNdx: number;
  parameterNdx: number;
}

/** How many series, over which span, make up a data set of about `targetRows` readings. */
export interface SyntheticLayout {
  series: SeriesKey[];
  locationCount: number;
  days: number;
  rowsPerSeries: number;
  totalRows: number;
  /** First reading (inclusive) and end of the span (exclusive). */
  start: Date;
  end: Date;
}

/**
 * Plans at least `targetRows` readings as up to `maxSeries` series (two per location: flow and
 * stage) of at least `MIN_DAYS` days each, every series covering the same whole days.
 */
export function planLayout(targetRows: number, maxSeries: number): SyntheticLayout {
  const seriesCount = Math.max(
    1,
    Math.min(maxSeries, Math.floor(targetRows / (READINGS_PER_DAY * MIN_DAYS))),
  );
  const days = Math.max(MIN_DAYS, Math.ceil(targetRows / (seriesCount * READINGS_PER_DAY)));
  const series = Array.from({ length: seriesCount }, (_, index) => ({
    locationNdx: Math.floor(index / 2) + 1,
    parameterNdx: index % 2 === 0 ? FLOW_NDX : STAGE_NDX,
  }));
  const rowsPerSeries = days * READINGS_PER_DAY;
  return {
    series,
    locationCount: Math.ceil(seriesCount / 2),
    days,
    rowsPerSeries,
    totalRows: rowsPerSeries * seriesCount,
    start: new Date(SPAN_END - days * DAY_MS),
    end: new Date(SPAN_END),
  };
}

/** The unit, parameters, location type and locations the readings refer to. */
export async function insertReferenceRows(db: Database, layout: SyntheticLayout): Promise<void> {
  await db.pool.query("INSERT INTO units (unit_desc) VALUES ('cfs'), ('ft')");
  await db.pool.query(
    `INSERT INTO parameters (parameter_ndx, parameter_name, parameter, unit_ndx)
     VALUES (${FLOW_NDX}, 'Discharge', 'flow_cfs', 1), (${STAGE_NDX}, 'Gage height', 'stage_ft', 2)`,
  );
  await db.pool.query("INSERT INTO location_types (location_type_desc) VALUES ('Stream Gage')");
  await db.pool.query(
    `INSERT INTO locations (location_ndx, location_id, location_name, location_display_label,
                            location_type_ndx, longitude, latitude)
     SELECT n, 'BENCH' || n, 'Bench gage ' || n, 'BENCH' || n, 1,
            -105.5 + (n % 50) * 0.03, 39.8 + (n / 50) * 0.05
     FROM generate_series(1, $1::int) AS n`,
    [layout.locationCount],
  );
}

/** One CSV chunk (no header) of `rows` readings, ready for `bulk.copyIn`. */
export interface CsvChunk {
  csv: string;
  rows: number;
}

/**
 * The layout's readings as CSV chunks in primary-key order, one series at a time (split when a
 * series is longer than `maxChunkRows`). Values: a per-series base level with a snowmelt-like
 * seasonal swing, a diurnal swing and noise from a PRNG seeded with `seed`.
 */
export function* csvChunks(
  layout: SyntheticLayout,
  seed: number,
  maxChunkRows: number,
): Generator<CsvChunk> {
  const random = mulberry32(seed);
  // The timestamps and the shape over time are the same for every series: build them once.
  const n = layout.rowsPerSeries;
  const stamps: string[] = new Array<string>(n);
  const seasonal = new Float64Array(n);
  const diurnal = new Float64Array(n);
  const startMs = layout.start.getTime();
  for (let i = 0; i < n; i++) {
    const t = startMs + i * QUARTER_HOUR_MS;
    stamps[i] = new Date(t).toISOString().replace('.000Z', 'Z');
    const yearPhase = (2 * Math.PI * (t / DAY_MS - 80)) / 365.25; // peaks in late June
    seasonal[i] = Math.sin(yearPhase);
    diurnal[i] = Math.sin(2 * Math.PI * ((t % DAY_MS) / DAY_MS) - 2);
  }
  for (const { locationNdx, parameterNdx } of layout.series) {
    const flow = parameterNdx === FLOW_NDX;
    const base = flow ? 20 + 480 * random() : 1 + 4 * random();
    const seasonalAmplitude = base * (0.4 + 0.5 * random());
    const diurnalAmplitude = base * (0.02 + 0.06 * random());
    const noise = base * 0.02;
    const prefix = `${locationNdx},${parameterNdx},`;
    let drift = 0;
    for (let from = 0; from < n; from += maxChunkRows) {
      const to = Math.min(n, from + maxChunkRows);
      const lines: string[] = new Array<string>(to - from);
      for (let i = from; i < to; i++) {
        // A slowly wandering offset (bounded random walk) plus white noise.
        drift = 0.995 * drift + (random() - 0.5) * noise;
        const value = Math.max(
          0,
          base +
            seasonalAmplitude * seasonal[i]! +
            diurnalAmplitude * diurnal[i]! +
            drift +
            (random() - 0.5) * noise,
        );
        lines[i - from] = `${prefix}${stamps[i]!},${Math.round(value * 1000) / 1000}`;
      }
      yield { csv: lines.join('\n'), rows: to - from };
    }
  }
}
