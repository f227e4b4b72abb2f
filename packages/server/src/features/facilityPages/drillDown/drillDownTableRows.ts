import {
  DRILL_DOWN_LOCATION_COLUMN_PREFIX,
  type DrillDownParameter,
  type DrillDownTableRow,
  type FacilityLocationItem,
} from '@headgate/contracts';
import { localTimestampFormat } from '../../../core/timeseries/localTimestamp';
import type { SeriesReading } from '../../../core/timeseries';

/** The drill-down table's column of a location: `location_id_<location_id>`. */
export function locationColumn(location: Pick<FacilityLocationItem, 'location_id'>): string {
  return `${DRILL_DOWN_LOCATION_COLUMN_PREFIX}${location.location_id}`;
}

/**
 * Pivots a facility's readings (oldest first, as the time-series engine reads them) into the
 * drill-down table: one row per timestamp and parameter, newest first and in the order of
 * `parameters` (by name) within a timestamp, with a column for every location of the facility (null where it has no
 * value). Timestamps are written on the Denver clock with their offset.
 */
export function drillDownTableRows(
  readings: readonly SeriesReading[],
  locations: readonly FacilityLocationItem[],
  parameters: readonly DrillDownParameter[],
): DrillDownTableRow[] {
  const columnOf = new Map(
    locations.map((location) => [location.location_ndx, locationColumn(location)]),
  );
  const parameterOf = new Map(parameters.map((parameter) => [parameter.parameter_ndx, parameter]));
  const rank = new Map(parameters.map((parameter, index) => [parameter.parameter_ndx, index]));
  const emptyColumns = Object.fromEntries(
    locations.map((location) => [locationColumn(location), null]),
  );
  const timestamp = localTimestampFormat();
  const rows: DrillDownTableRow[] = [];
  // Readings of one timestamp are adjacent: walk the runs from the newest back.
  let end = readings.length;
  while (end > 0) {
    const at = readings[end - 1]!.collectTimestamp.getTime();
    let start = end - 1;
    while (start > 0 && readings[start - 1]!.collectTimestamp.getTime() === at) start--;
    const collectTimestamp = timestamp(readings[end - 1]!.collectTimestamp);
    const byParameter = new Map<number, DrillDownTableRow>();
    for (let index = start; index < end; index++) {
      const reading = readings[index]!;
      const parameter = parameterOf.get(reading.parameterNdx);
      const column = columnOf.get(reading.locationNdx);
      if (!parameter || !column) continue;
      let row = byParameter.get(parameter.parameter_ndx);
      if (!row) {
        // The contract's row (named fields beside numeric location columns) has no literal form.
        row = {
          collect_timestamp: collectTimestamp,
          parameter_ndx: parameter.parameter_ndx,
          parameter_name: parameter.parameter_name,
          units: parameter.units,
          ...emptyColumns,
        } as DrillDownTableRow;
        byParameter.set(parameter.parameter_ndx, row);
      }
      row[column] = reading.value;
    }
    rows.push(
      ...[...byParameter.values()].sort(
        (a, b) => rank.get(a.parameter_ndx)! - rank.get(b.parameter_ndx)!,
      ),
    );
    end = start;
  }
  return rows;
}
