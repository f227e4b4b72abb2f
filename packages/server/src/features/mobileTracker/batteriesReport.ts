import type pg from 'pg';
import { MOBILE_LEGEND, type MobileReportRow } from '@headgate/contracts';
import { formatDenver, SHORT_TIMESTAMP_FORMAT } from '@headgate/district-clock';
import { batteryStats } from '../../core/timeseries/batteryStats';
import { formatTrackerValue, isMissingData } from './trackerCells';

const COLUMNS = ['Last (V)', '7-Day Min (V)', '7-Day Max (V)', 'Last Report'] as const;

const volts = (value: number | null) =>
  value === null ? MOBILE_LEGEND.notApplicable.text : formatTrackerValue(value);

/**
 * The tracker's Batteries table: the batteries table's 7-day figures (one engine, one answer)
 * pivoted to rows and columns; a station whose battery stopped reporting is missing data.
 */
export async function batteriesReport(pool: pg.Pool, now: Date): Promise<MobileReportRow[]> {
  const stats = await batteryStats(pool, now);
  return stats.flatMap((row, rowIndex) => {
    const at = row.last_timestamp ? new Date(row.last_timestamp) : null;
    const highlight = !at || isMissingData(at, now) ? MOBILE_LEGEND.missing.color : null;
    const values = [
      volts(row.last_reading),
      volts(row.min_7day),
      volts(row.max_7day),
      at ? formatDenver(at.getTime(), SHORT_TIMESTAMP_FORMAT) : MOBILE_LEGEND.notApplicable.text,
    ];
    return COLUMNS.map((column, columnIndex) => ({
      row_name: row.location_display_label,
      column_name: column,
      result_formatted: values[columnIndex]!,
      row_sort: rowIndex + 1,
      column_sort: columnIndex + 1,
      highlight_color: highlight,
      facility_ndx: null,
    }));
  });
}
