import type pg from 'pg';
import type { DrillDownTableParams, DrillDownTableRow } from '@headgate/contracts';
import { readIntervalMeans } from '../../../core/timeseries';
import { drillDownTableRows } from './drillDownTableRows';
import { facilityLocations } from './facilityRecords';
import { facilityParameters, facilitySeries } from './facilitySeries';

/**
 * The drill-down table of a facility over `[start, end)` at an interval: every series of its
 * locations read by the time-series engine (as stored, or hourly or daily means), one row per
 * timestamp and parameter with a column per location, newest first.
 */
export async function drillDownTable(
  pool: pg.Pool,
  { facilityNdx, interval, start, end }: DrillDownTableParams,
): Promise<DrillDownTableRow[]> {
  const [locations, parameters, series] = await Promise.all([
    facilityLocations(pool, facilityNdx),
    facilityParameters(pool, facilityNdx),
    facilitySeries(pool, facilityNdx),
  ]);
  const readings = await readIntervalMeans(pool, {
    series,
    start: new Date(start),
    end: new Date(end),
    interval,
  });
  return drillDownTableRows(readings, locations, parameters);
}
