import type pg from 'pg';
import {
  DRILL_DOWN_GRAPH_MAX_POINTS,
  type DrillDownGraphParams,
  type DrillDownGraphSeries,
  type DrillDownParameter,
} from '@headgate/contracts';
import { readIntervalDownsampled } from '../../../core/timeseries';
import { locationsRecording } from './facilitySeries';

/**
 * The drill-down graph of one parameter of a facility over `[start, end)` at an interval: a line
 * per location that records it (in display order), points `[epoch ms, value]` oldest first,
 * downsampled by the time-series engine to at most DRILL_DOWN_GRAPH_MAX_POINTS with peaks kept.
 */
export async function drillDownGraph(
  pool: pg.Pool,
  { facilityNdx, interval, start, end }: DrillDownGraphParams,
  parameter: DrillDownParameter,
): Promise<DrillDownGraphSeries[]> {
  const locations = await locationsRecording(pool, facilityNdx, parameter.parameter_ndx);
  return Promise.all(
    locations.map(async (location) => {
      const readings = await readIntervalDownsampled(pool, {
        locationNdx: location.location_ndx,
        parameterNdx: parameter.parameter_ndx,
        start: new Date(start),
        end: new Date(end),
        interval,
        maxPoints: DRILL_DOWN_GRAPH_MAX_POINTS,
      });
      return {
        ...location,
        parameter_name: parameter.parameter_name,
        units: parameter.units,
        points: readings.map((reading): [number, number] => [
          reading.collectTimestamp.getTime(),
          reading.value,
        ]),
      };
    }),
  );
}
