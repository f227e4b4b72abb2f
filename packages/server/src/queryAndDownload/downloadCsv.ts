import type pg from 'pg';
import type { DownloadRequest } from '@headgate/contracts';
import { csvRecord, csvRecords } from '../graphs/csvRecord';
import { localTimestampFormat } from '../graphs/localTimestamp';
import { LOCAL_TIME_ZONE } from '../timeseries';
import { downloadRows } from './downloadRows';

/** The download's columns, after its time-zone line. */
export const DOWNLOAD_COLUMNS = [
  'timestamp',
  'facility',
  'location_id',
  'location_name',
  'parameter',
  'value',
  'units',
  'data_source',
] as const;

/**
 * The CSV text of a download, produced batch by batch as the cursor reads: a line naming the
 * time zone, the header, then a record per reading with its Denver timestamp and UTC offset.
 */
export async function* downloadCsv(
  pool: pg.Pool,
  endpoint: 'data-15min' | 'data-daily',
  request: DownloadRequest,
): AsyncGenerator<string> {
  yield csvRecord([`Time zone: ${LOCAL_TIME_ZONE}; every timestamp carries its UTC offset`]);
  yield csvRecord(DOWNLOAD_COLUMNS);
  const timestamp = localTimestampFormat();
  for await (const batch of downloadRows(pool, endpoint, request)) {
    yield csvRecords(
      batch.map((row) => [
        timestamp(row.at),
        row.facility_name,
        row.location_id,
        row.location_name,
        row.parameter_name,
        row.value,
        row.unit_desc,
        row.data_source,
      ]),
    );
  }
}
