/** The two reading tables, and the column that orders each. */
export const READING_TABLES = {
  timeseries_15min: 'collect_timestamp',
  timeseries_daily: 'collect_date',
} as const;

export type ReadingTable = keyof typeof READING_TABLES;

/**
 * SQL for a recursive CTE `name (location_ndx, parameter_ndx)` listing every series that has
 * rows in `table`, for the locations in the `integer[]` parameter `locationsParameter` (all when
 * it is NULL). Must go in a `WITH RECURSIVE` clause.
 *
 * Neither PostgreSQL 15 nor PGlite can skip through a B-tree, so `SELECT DISTINCT` over the
 * readings reads every row ever stored. Walking the primary key instead, one "next parameter
 * after this one" probe per series, costs a few index lookups per series however long the
 * history grows.
 */
export function seriesListCte(
  name: string,
  table: ReadingTable,
  locationsParameter: string,
): string {
  return `
    ${name} (location_ndx, parameter_ndx) AS (
      SELECT l.location_ndx, first_series.parameter_ndx
      FROM locations l
      CROSS JOIN LATERAL (
        SELECT r.parameter_ndx FROM ${table} r
        WHERE r.location_ndx = l.location_ndx
        ORDER BY r.parameter_ndx LIMIT 1
      ) first_series
      WHERE ${locationsParameter}::int[] IS NULL OR l.location_ndx = ANY(${locationsParameter}::int[])
      UNION ALL
      SELECT previous.location_ndx, next_series.parameter_ndx
      FROM ${name} previous
      CROSS JOIN LATERAL (
        SELECT r.parameter_ndx FROM ${table} r
        WHERE r.location_ndx = previous.location_ndx AND r.parameter_ndx > previous.parameter_ndx
        ORDER BY r.parameter_ndx LIMIT 1
      ) next_series
    )`;
}
