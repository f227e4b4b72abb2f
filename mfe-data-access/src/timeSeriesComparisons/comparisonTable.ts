import Papa from 'papaparse';
import { FORMULA_START, type ComparisonSeries } from '@headgate/contracts';

/** A row of the comparison table: a time and a value per series column (`s0`, `s1`, …). */
export type ComparisonRow = { at: number } & Record<string, number | null>;

/** A column of the comparison table: its key and heading ("Left: Inlet (cfs)"). */
export interface ComparisonColumn {
  key: string;
  heading: string;
}

/** Both axes' series as one table: a row per time any series has, a column per series. */
export function comparisonTable(
  left: readonly ComparisonSeries[],
  right: readonly ComparisonSeries[],
): { columns: ComparisonColumn[]; rows: ComparisonRow[] } {
  const all = [
    ...left.map((series) => ({ side: 'Left', series })),
    ...right.map((series) => ({ side: 'Right', series })),
  ];
  const columns = all.map(({ side, series }, index) => ({
    key: `s${index}`,
    heading: `${side}: ${series.location_name} (${series.units})`,
  }));
  const rows = new Map<number, ComparisonRow>();
  all.forEach(({ series }, index) => {
    for (const [at, value] of series.points) {
      const row = rows.get(at) ?? ({ at } as ComparisonRow);
      row[`s${index}`] = value;
      rows.set(at, row);
    }
  });
  return { columns, rows: [...rows.values()].sort((a, b) => a.at - b.at) };
}

/** The table as records: a heading row, then the time and each column's value (blank if none). */
function tableRecords(
  columns: readonly ComparisonColumn[],
  rows: readonly ComparisonRow[],
  timeText: (at: number) => string,
): (string | number)[][] {
  return [
    ['Time', ...columns.map((column) => column.heading)],
    ...rows.map((row) => [
      timeText(row.at),
      // Numbers stay numbers, so a negative reading is not taken for a formula and escaped.
      ...columns.map((column) => row[column.key] ?? ''),
    ]),
  ];
}

/**
 * Records as text a spreadsheet reads cell by cell, a file's or the clipboard's: a text cell that
 * starts like a formula (`FORMULA_START`) gets an apostrophe before it and stays text.
 */
function spreadsheetText(
  records: (string | number)[][],
  layout: { delimiter: string; newline: string },
): string {
  return Papa.unparse(records, { ...layout, escapeFormulae: FORMULA_START });
}

/** The table as tab-separated text, for the clipboard (a spreadsheet pastes it as cells). */
export function tableAsTsv(...table: Parameters<typeof tableRecords>): string {
  return spreadsheetText(tableRecords(...table), { delimiter: '\t', newline: '\n' });
}

/** The table as a CSV file's text. */
export function tableAsCsv(...table: Parameters<typeof tableRecords>): string {
  return spreadsheetText(tableRecords(...table), { delimiter: ',', newline: '\r\n' });
}
