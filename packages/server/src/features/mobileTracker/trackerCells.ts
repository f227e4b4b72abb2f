import {
  MOBILE_LEGEND,
  MOBILE_MISSING_DATA_HOURS,
  type MobileReportRow,
} from '@headgate/contracts';

/** A row of a pivoted report: one location, under its facility. */
export interface TrackerRow {
  label: string;
  facilityNdx: number | null;
  locationNdx: number;
}

/** A column of a pivoted report: one parameter. */
export interface TrackerColumn {
  label: string;
  parameterNdx: number;
  /** Flow and pumping columns: a reading of 0 means no water is being collected. */
  measuresCollection: boolean;
}

/** The newest reading of one series. */
export interface TrackerReading {
  locationNdx: number;
  parameterNdx: number;
  collectTimestamp: Date;
  value: number;
}

const HOUR_MS = 3_600_000;
// Fewer decimals as values grow: a phone's column holds about seven characters.
const FORMATS = [0, 1, 2].map(
  (digits) => new Intl.NumberFormat('en-US', { maximumFractionDigits: digits }),
);

/** A value as the tracker shows it: grouped thousands, 2 decimals under 100, 1 under 1,000. */
export function formatTrackerValue(value: number): string {
  const magnitude = Math.abs(value);
  return FORMATS[magnitude >= 1_000 ? 0 : magnitude >= 100 ? 1 : 2]!.format(value);
}

/** Whether a series whose newest reading is at `at` has stopped reporting (the legend's yellow). */
export function isMissingData(at: Date, now: Date): boolean {
  return now.getTime() - at.getTime() > MOBILE_MISSING_DATA_HOURS * HOUR_MS;
}

/**
 * One cell's text and colour by the legend (spec §2): a series the row does not have is not
 * applicable ('-'); one that stopped reporting is missing data (yellow, its last value kept so
 * the rider sees what it last said); a flow or pumping rate of 0 is not collecting (blank).
 */
export function trackerCell(
  reading: TrackerReading | undefined,
  column: TrackerColumn,
  now: Date,
): Pick<MobileReportRow, 'result_formatted' | 'highlight_color'> {
  if (!reading)
    return { result_formatted: MOBILE_LEGEND.notApplicable.text, highlight_color: null };
  if (isMissingData(reading.collectTimestamp, now)) {
    return {
      result_formatted: formatTrackerValue(reading.value),
      highlight_color: MOBILE_LEGEND.missing.color,
    };
  }
  if (column.measuresCollection && reading.value === 0) {
    return { result_formatted: MOBILE_LEGEND.notCollecting.text, highlight_color: null };
  }
  return { result_formatted: formatTrackerValue(reading.value), highlight_color: null };
}

/** Every row × column record of a pivoted report, in the spec's row/column shape (§3). */
export function trackerRecords(
  rows: readonly TrackerRow[],
  columns: readonly TrackerColumn[],
  readings: readonly TrackerReading[],
  now: Date,
): MobileReportRow[] {
  const byKey = new Map(readings.map((r) => [`${r.locationNdx}:${r.parameterNdx}`, r]));
  return rows.flatMap((row, rowIndex) =>
    columns.map((column, columnIndex) => ({
      row_name: row.label,
      column_name: column.label,
      row_sort: rowIndex + 1,
      column_sort: columnIndex + 1,
      facility_ndx: row.facilityNdx,
      ...trackerCell(byKey.get(`${row.locationNdx}:${column.parameterNdx}`), column, now),
    })),
  );
}
