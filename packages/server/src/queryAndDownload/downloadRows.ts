import type pg from 'pg';
import type { DownloadRequest } from '@headgate/contracts';
import { cursorBatches, LOCAL_TIME_ZONE } from '../timeseries';

/** One row of a download: a reading of one series, with where and what it is. */
export interface DownloadRow {
  at: Date;
  facility_name: string;
  location_id: string;
  location_name: string;
  parameter_name: string;
  value: number;
  unit_desc: string;
  data_source: string | null;
}

// The series asked for: each location of the chosen facilities (under the first of them by
// name when it is in several) with each parameter of the chosen groups it records.
const SERIES_CTE = `
  chosen AS (
    SELECT DISTINCT ON (fl.location_ndx) fl.location_ndx, f.facility_name
      FROM facility_locations fl JOIN facilities f USING (facility_ndx)
     WHERE fl.facility_ndx = ANY($1::int[])
     ORDER BY fl.location_ndx, f.facility_name),
  series AS (
    SELECT c.location_ndx, c.facility_name, lp.parameter_ndx
      FROM chosen c JOIN location_parameters lp USING (location_ndx)
      JOIN parameters p USING (parameter_ndx)
     WHERE p.parameter_group_ndx = ANY($2::int[]))`;

const SELECT_SERIES = `
  s.facility_name, l.location_id, l.location_name, p.parameter_name, r.result_value AS value,
  u.unit_desc, ds.data_source
  FROM series s
  JOIN locations l ON l.location_ndx = s.location_ndx
  JOIN parameters p ON p.parameter_ndx = s.parameter_ndx
  JOIN units u ON u.unit_ndx = p.unit_ndx`;

// Days are Denver days: from the start day's local midnight to the midnight after the end day.
const FIFTEEN_MINUTE_SQL = `
  WITH ${SERIES_CTE}
  SELECT r.collect_timestamp AS at, ${SELECT_SERIES}
  JOIN timeseries_15min r ON r.location_ndx = s.location_ndx AND r.parameter_ndx = s.parameter_ndx
   AND r.collect_timestamp >= ($3::date)::timestamp AT TIME ZONE '${LOCAL_TIME_ZONE}'
   AND r.collect_timestamp < ($4::date + 1)::timestamp AT TIME ZONE '${LOCAL_TIME_ZONE}'
  LEFT JOIN data_sources ds ON ds.datasrc_ndx = r.datasrc_ndx
  ORDER BY s.location_ndx, s.parameter_ndx, r.collect_timestamp`;

// A daily value is stamped with the local midnight its day starts at.
const DAILY_SQL = `
  WITH ${SERIES_CTE}
  SELECT (r.collect_date::timestamp AT TIME ZONE '${LOCAL_TIME_ZONE}') AS at, ${SELECT_SERIES}
  JOIN timeseries_daily r ON r.location_ndx = s.location_ndx AND r.parameter_ndx = s.parameter_ndx
   AND r.collect_date BETWEEN $3::date AND $4::date
  LEFT JOIN data_sources ds ON ds.datasrc_ndx = r.datasrc_ndx
  ORDER BY s.location_ndx, s.parameter_ndx, r.collect_date`;

/** The readings a download asks for, in batches from a database cursor, series by series. */
export function downloadRows(
  pool: pg.Pool,
  endpoint: 'data-15min' | 'data-daily',
  request: DownloadRequest,
  batchSize = 5000,
): AsyncGenerator<DownloadRow[]> {
  return cursorBatches<DownloadRow>(
    pool,
    endpoint === 'data-15min' ? FIFTEEN_MINUTE_SQL : DAILY_SQL,
    [request.facilities, request.parameterGroups, request.startDate, request.endDate],
    batchSize,
  );
}
