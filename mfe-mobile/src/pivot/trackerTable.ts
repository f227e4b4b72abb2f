/**
 * What every tracker column shares. The order is the report's, so no sorting; and no column
 * menu: on a touch screen its button is always shown, takes a third of a phone column's header
 * and is too small for a thumb.
 */
export const TRACKER_COLUMN = { sortable: false, disableColumnMenu: true } as const;

/**
 * The tracker tables' narrow cells and headers, for a box around the table: five columns share
 * a 360 px phone and every header word still shows whole (headers wrap between words, never
 * inside one, so the words must fit the column).
 */
export const TRACKER_TABLE_SX = {
  '& .MuiDataGrid-cell': { px: 0.75, fontSize: '0.8125rem' },
  '& .MuiDataGrid-columnHeader': { px: 0.5 },
  '& .MuiDataGrid-columnHeaderTitle': { fontSize: '0.75rem' },
} as const;
