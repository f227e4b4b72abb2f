/**
 * Page sizes of the product's tables by kind of table, as the specs give them
 * (spec/dashboard.md §9; the facility data tables spec/public-map.md §9).
 */
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
  /** A facility's readings: the drill-down table and the 15-minute data table. */
  facilityData: { initial: 120, options: [5, 10, 30, 60, 120, 300] },
} as const;
export type TablePageSize = keyof typeof TABLE_PAGE_SIZES;

/**
 * The largest page the MIT DataGrid shows: a larger page size throws ("cannot exceed 100 in the
 * MIT version"), so the spec's 120, 200 and 300 are offered as 100 (docs/decisions.md,
 * differences from the spec).
 */
export const GRID_MAX_PAGE_SIZE = 100;

/** The page sizes a table of that kind offers: the spec's, capped at what the grid can show. */
export function gridPageSizes(kind: TablePageSize): { initial: number; options: number[] } {
  const { initial, options } = TABLE_PAGE_SIZES[kind];
  const capped = options.filter((size) => size < GRID_MAX_PAGE_SIZE);
  return {
    initial: Math.min(initial, GRID_MAX_PAGE_SIZE),
    options: options.some((size) => size >= GRID_MAX_PAGE_SIZE)
      ? [...capped, GRID_MAX_PAGE_SIZE]
      : capped,
  };
}

/** What an empty table says (spec/dashboard.md §8). */
export const NO_DATA_TEXT = 'No Data Available';
