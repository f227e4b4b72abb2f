import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

/**
 * A column filtered by picking one of its values (a lookup filter): its options are the values
 * the rows hold, sorted.
 */
export function lookupColumn<Row extends GridValidRowModel>(
  rows: readonly Row[],
  column: GridColDef<Row> & { field: keyof Row & string },
): GridColDef<Row> {
  const values = [
    ...new Set(rows.map((row) => row[column.field]).filter((value) => value != null)),
  ].sort();
  return { ...column, type: 'singleSelect', valueOptions: values as string[] };
}
