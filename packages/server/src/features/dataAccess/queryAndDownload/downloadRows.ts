import type { DownloadRequest } from '@headgate/contracts';

// COPY cannot take bind parameters, so the request's values are written into the SQL. They are
// checked here as well as by the route's schema: integers and ISO calendar days only.
function integerArray(values: readonly number[]): string {
  if (!values.every(Number.isSafeInteger)) throw new Error('ids must be integers');
  return `'{${values.join(',')}}'::int[]`;
}

function calendarDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`not a calendar day: ${day}`);
  return `'${day}'::date`;
}

/**
 * A text column as a spreadsheet should show it: one starting with =, +, -, @, tab or CR is
 * prefixed with an apostrophe so it is not run as a formula (names are typed by people).
 */
function formulaSafe(column: string): string {
  return `CASE WHEN left(${column}, 1) IN ('=', '+', '-', '@', E'\\t', E'\\r')
    THEN '''' || ${column} ELSE ${column} END`;
}

// Written on the session's clock, which the download sets to the district's time zone.
const LOCAL_ISO = `'YYYY-MM-DD"T"HH24:MI:SSTZH:TZM'`;

/**
 * The query behind a download: one row per reading of each chosen series, in the order of
 * `DOWNLOAD_COLUMNS`, every text already formula-safe and the timestamp already written, so
 * rows go to the file as they come (by COPY on PostgreSQL). The series are each location of the
 * chosen facilities (under the first of them by name when it is in several) with each
 * parameter of the chosen groups it records; the names are made safe once per series, not per
 * reading. Days are the district's days: from the start day's local midnight to the midnight
 * after the end day; a daily value is stamped with the local midnight its day starts at. Run
 * it with the session TimeZone set to the district's.
 */
export function downloadQuery(
  endpoint: 'data-15min' | 'data-daily',
  { facilities, parameterGroups, startDate, endDate }: DownloadRequest,
): string {
  const start = calendarDay(startDate);
  const end = calendarDay(endDate);
  const readings =
    endpoint === 'data-15min'
      ? `SELECT collect_timestamp AS at, result_value, datasrc_ndx
           FROM timeseries_15min
          WHERE location_ndx = s.location_ndx AND parameter_ndx = s.parameter_ndx
            AND collect_timestamp >= ${start}::timestamptz
            AND collect_timestamp < (${end} + 1)::timestamptz`
      : `SELECT collect_date::timestamptz AS at, result_value, datasrc_ndx
           FROM timeseries_daily
          WHERE location_ndx = s.location_ndx AND parameter_ndx = s.parameter_ndx
            AND collect_date BETWEEN ${start} AND ${end}`;
  return `
    WITH chosen AS (
      SELECT DISTINCT ON (fl.location_ndx) fl.location_ndx, f.facility_name
        FROM facility_locations fl JOIN facilities f USING (facility_ndx)
       WHERE fl.facility_ndx = ANY(${integerArray(facilities)})
       ORDER BY fl.location_ndx, f.facility_name),
    series AS (
      SELECT c.location_ndx, lp.parameter_ndx, ${formulaSafe('c.facility_name')} AS facility,
             ${formulaSafe('l.location_id')} AS location_id,
             ${formulaSafe('l.location_name')} AS location_name,
             ${formulaSafe('p.parameter_name')} AS parameter, ${formulaSafe('u.unit_desc')} AS units
        FROM chosen c
        JOIN location_parameters lp USING (location_ndx)
        JOIN locations l ON l.location_ndx = c.location_ndx
        JOIN parameters p ON p.parameter_ndx = lp.parameter_ndx
        JOIN units u ON u.unit_ndx = p.unit_ndx
       WHERE p.parameter_group_ndx = ANY(${integerArray(parameterGroups)})
       ORDER BY c.location_ndx, lp.parameter_ndx),
    sources AS MATERIALIZED (
      SELECT datasrc_ndx, ${formulaSafe('data_source')} AS data_source FROM data_sources)
    SELECT to_char(r.at, ${LOCAL_ISO}), s.facility, s.location_id, s.location_name, s.parameter,
           r.result_value, s.units, ds.data_source
      FROM series s
      CROSS JOIN LATERAL (${readings}) r
      LEFT JOIN sources ds ON ds.datasrc_ndx = r.datasrc_ndx
     ORDER BY s.location_ndx, s.parameter_ndx, r.at`;
}
