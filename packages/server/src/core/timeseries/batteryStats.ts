import type pg from 'pg';
import type { BatteryStatsRow } from '@headgate/contracts';
import { PARAMETER_CODES, windowExtremes } from '.';

/** The span the batteries table looks back over (spec §2: "Last 7 Days"). */
export const BATTERY_WINDOW_DAYS = 7;

/**
 * Each location's battery voltage over the last 7 days (lowest, highest) and its latest
 * reading, by location label. Empty when no parameter carries the battery code.
 */
export async function batteryStats(pool: pg.Pool, now: Date): Promise<BatteryStatsRow[]> {
  const { rows: parameters } = await pool.query<{ parameter_ndx: number }>(
    'SELECT parameter_ndx FROM parameters WHERE parameter = $1',
    [PARAMETER_CODES.battery],
  );
  const battery = parameters[0];
  if (!battery) return [];
  const since = new Date(now.getTime() - BATTERY_WINDOW_DAYS * 86_400_000);
  const extremes = await windowExtremes(pool, battery.parameter_ndx, since);
  const { rows: labels } = await pool.query<{ location_ndx: number; label: string }>(
    'SELECT location_ndx, location_display_label AS label FROM locations WHERE location_ndx = ANY($1)',
    [extremes.map((row) => row.locationNdx)],
  );
  const labelOf = new Map(labels.map((row) => [row.location_ndx, row.label]));
  return extremes
    .map((row) => ({
      location_ndx: row.locationNdx,
      location_display_label: labelOf.get(row.locationNdx) ?? String(row.locationNdx),
      min_7day: row.min,
      max_7day: row.max,
      last_reading: row.latestValue,
      last_timestamp: row.latestAt.toISOString(),
    }))
    .sort((a, b) => a.location_display_label.localeCompare(b.location_display_label));
}
