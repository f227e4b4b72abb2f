/**
 * What every tracker column shares. The order is the report's, so no sorting; and no column
 * menu: on a touch screen its button is always shown, takes a third of a phone column's header
 * and is too small for a thumb.
 */
export const TRACKER_COLUMN = { sortable: false, disableColumnMenu: true } as const;

/**
 * The tracker tables' narrow cells and headers, for a box around the table: five columns share
 * a 360 px phone and every header word still shows whole (headers wrap between words, never
 * inside one, so the words must fit the column). Through the grid's root class, or its own
 * 10 px padding wins.
 */
export const TRACKER_TABLE_SX = {
  // 6 px and 4 px (the theme's spacing unit is 4 px).
  '& .MuiDataGrid-root .MuiDataGrid-cell': { px: 1.5, fontSize: '0.8125rem' },
  '& .MuiDataGrid-root .MuiDataGrid-columnHeader': { px: 1 },
  '& .MuiDataGrid-root .MuiDataGrid-columnHeaderTitle': { fontSize: '0.75rem' },
} as const;
