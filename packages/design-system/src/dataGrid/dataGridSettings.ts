/** Page sizes of the product's tables (spec/dashboard.md §9), by kind of table. */
export const TABLE_PAGE_SIZES = {
  /** Most tables: 10 rows, with 5/10/30/60. */
  generic: { initial: 10, options: [5, 10, 30, 60] },
  /** Alerts, locations, facilities and import configurations. */
  records: { initial: 10, options: [10, 30, 50, 100, 200] },
  /** The association tables. */
  associations: { initial: 15, options: [15, 30, 60] },
  users: { initial: 30, options: [5, 10, 30, 60] },
  /** The mobile tracker, batteries and site summary tables. */
  reports: { initial: 60, options: [60] },
} as const;
export type TablePageSize = keyof typeof TABLE_PAGE_SIZES;

/** What an empty table says (spec/dashboard.md §8). */
export const NO_DATA_TEXT = 'No Data Available';
