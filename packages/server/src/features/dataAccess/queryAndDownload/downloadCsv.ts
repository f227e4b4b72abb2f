import type { DownloadRequest } from '@headgate/contracts';
import type { Database } from '../../../core/database/openDatabase';
import { DISTRICT_TIME_ZONE } from '@headgate/district-clock';
import { DOWNLOAD_STATEMENT_TIMEOUT_MS } from '../../../core/delivery/csvDownload';
import { csvLines } from '../../../core/delivery/csvLines';
import { cursorBatches } from '../../../core/timeseries';
import { downloadQuery } from './downloadRows';

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

const BATCH_ROWS = 5000;

/**
 * The CSV text of a download as it is read: a line naming the time zone, the header, then a
 * record per reading with its Denver timestamp and UTC offset. On PostgreSQL the records are
 * `COPY … TO STDOUT` of the download's query, streamed with backpressure; on PGlite, whose
 * COPY returns a whole file at once, they are read from a cursor a batch at a time. Either way
 * in a transaction bounded by the download's own statement timeout.
 */
export async function* downloadCsv(
  database: Database,
  endpoint: 'data-15min' | 'data-daily',
  request: DownloadRequest,
): AsyncGenerator<string | Buffer> {
  yield csvLines([
    [`Time zone: ${DISTRICT_TIME_ZONE}; every timestamp carries its UTC offset`],
    DOWNLOAD_COLUMNS,
  ]);
  const query = downloadQuery(endpoint, request);
  const read = { timeZone: DISTRICT_TIME_ZONE, statementTimeoutMs: DOWNLOAD_STATEMENT_TIMEOUT_MS };
  if (database.driver === 'postgres') {
    yield* database.bulk.copyOut(query, { header: false, ...read });
    return;
  }
  const batches = cursorBatches<unknown[]>(database.pool, query, [], BATCH_ROWS, {
    rowMode: 'array',
    ...read,
  });
  for await (const batch of batches) yield csvLines(batch);
}
