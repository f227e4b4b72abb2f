import type { MobileReportRow } from '@headgate/contracts';

/** One cell of a pivoted table: its text and the legend's colour, if any. */
export interface PivotCell {
  text: string;
  highlight: string | null;
}

/** A row of a pivoted table: its name and a cell per column, in column order. */
export interface PivotRow {
  id: string;
  name: string;
  facilityNdx: number | null;
  cells: PivotCell[];
}

/** A report's row/column records as a table: columns by `column_sort`, rows by `row_sort`. */
export interface PivotTable {
  columns: string[];
  rows: PivotRow[];
}

/**
 * Pivots the spec's row/column records (§3 "Mobile report row") into a table. A record missing
 * from the answer is an empty cell, never a shifted one.
 */
export function pivotRows(records: readonly MobileReportRow[]): PivotTable {
  const columns = [
    ...new Map(
      [...records]
        .sort((a, b) => a.column_sort - b.column_sort)
        .map((record) => [record.column_name, record.column_sort]),
    ).keys(),
  ];
  const rows = new Map<string, { sort: number; row: PivotRow }>();
  for (const record of records) {
    let entry = rows.get(record.row_name);
    if (!entry) {
      entry = {
        sort: record.row_sort,
        row: {
          id: record.row_name,
          name: record.row_name,
          facilityNdx: record.facility_ndx,
          cells: columns.map(() => ({ text: '', highlight: null })),
        },
      };
      rows.set(record.row_name, entry);
    }
    entry.row.cells[columns.indexOf(record.column_name)] = {
      text: record.result_formatted,
      highlight: record.highlight_color,
    };
  }
  return {
    columns,
    rows: [...rows.values()].sort((a, b) => a.sort - b.sort).map((entry) => entry.row),
  };
}
