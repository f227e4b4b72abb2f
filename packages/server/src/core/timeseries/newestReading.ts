import { READING_TABLES, type ReadingTable } from './seriesList';

/** The columns of a reading table a probe can select. */
export type ReadingColumn = 'collect_timestamp' | 'collect_date' | 'result_value' | 'datasrc_ndx';

/** One series of the enclosing query, and what to read of its end. */
export interface SeriesProbe {
  /** SQL for the series' location id, usually a column of the enclosing query. */
  location: string;
  /** SQL for the series' parameter id. */
  parameter: string;
  /** The columns selected, under their own names. */
  columns: readonly ReadingColumn[];
  /** The 15-minute table unless told. */
  table?: ReadingTable;
  /** SQL for an instant: only the readings at or before it count. */
  atOrBefore?: string;
  /** How many readings: a number, or SQL such as a bind parameter; one unless told. */
  count?: number | string;
}

// Its own name, so a `location` or `parameter` referring to the enclosing query's aliases cannot
// be caught by the subquery's table instead.
const ALIAS = 'series_end';

function seriesEndSql(probe: SeriesProbe, order: 'ASC' | 'DESC'): string {
  const table = probe.table ?? 'timeseries_15min';
  const time = `${ALIAS}.${READING_TABLES[table]}`;
  const columns = probe.columns.map((column) => `${ALIAS}.${column}`).join(', ');
  const upTo = probe.atOrBefore === undefined ? '' : ` AND ${time} <= ${probe.atOrBefore}`;
  return `SELECT ${columns} FROM ${table} ${ALIAS}
    WHERE ${ALIAS}.location_ndx = ${probe.location} AND ${ALIAS}.parameter_ndx = ${probe.parameter}${upTo}
    ORDER BY ${time} ${order} LIMIT ${probe.count ?? 1}`;
}

/**
 * The probe of the series a row of the enclosing query names (`alias.location_ndx`,
 * `alias.parameter_ndx`), selecting only the time of its readings in `table`: the ends of its
 * period of record.
 */
export function readingTimeProbe(
  alias: string,
  table: ReadingTable = 'timeseries_15min',
): SeriesProbe {
  return {
    location: `${alias}.location_ndx`,
    parameter: `${alias}.parameter_ndx`,
    columns: [READING_TABLES[table]],
    table,
  };
}

/**
 * SQL for a subquery answering the newest reading (or `count` readings, newest first) of one
 * series: the one way the server finds a series' latest reading. Put it in a `LATERAL` join, or
 * use it as a scalar subquery when it selects one column.
 *
 * It walks the series' primary key backwards and reads only the rows it answers. `DISTINCT ON`
 * or `max()` over the readings would read every one ever stored: neither PostgreSQL 15 nor
 * PGlite skip-scans an index for them.
 */
export function newestReadingSql(probe: SeriesProbe): string {
  return seriesEndSql(probe, 'DESC');
}

/**
 * SQL for a subquery answering the oldest reading (or `count` readings, oldest first) of one
 * series, the start of its period of record; the probe of {@link newestReadingSql}, forwards.
 */
export function oldestReadingSql(probe: SeriesProbe): string {
  return seriesEndSql(probe, 'ASC');
}
