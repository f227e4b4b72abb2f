import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import * as z from 'zod';
import {
  csvExportWindow,
  GRAPH_KINDS,
  graphCsvColumns,
  graphCsvDays,
  graphCsvEndpoints,
  graphCsvFileName,
  type CsvExportDays,
  type GraphKind,
} from '@headgate/contracts';
import { registerEndpoint } from '../../core/api/registerEndpoint';
import type { Database } from '../../core/database/openDatabase';
import { DOWNLOAD_STATEMENT_TIMEOUT_MS, sendCsvDownload } from '../../core/delivery/csvDownload';
import { csvLines } from '../../core/delivery/csvLines';
import type { DownloadSlots } from '../../core/delivery/downloadSlots';
import { localToday } from '../../core/timeseries/waterYear';
import { DISTRICT_TIME_ZONE } from '@headgate/district-clock';
import { streamWindow } from '../../core/timeseries';
import { seriesForCaller, type GraphSeriesInfo } from './graphSeriesInfo';
import { localTimestampFormat } from '../../core/timeseries/localTimestamp';

/** The answer's documentation: a CSV file, streamed. */
const CSV_FILE = {
  200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
};

/** The instants `[start, end)` of whole days on the district's clock, from its time-zone rules. */
async function dayBounds(pool: pg.Pool, days: CsvExportDays): Promise<{ start: Date; end: Date }> {
  const { rows } = await pool.query<{ start: Date; end: Date }>(
    `SELECT $1::date::timestamp AT TIME ZONE $3 AS "start",
            ($2::date + 1)::timestamp AT TIME ZONE $3 AS "end"`,
    [days.from, days.to, DISTRICT_TIME_ZONE],
  );
  return rows[0]!;
}

/**
 * The CSV text (CRLF lines): the header, then the readings batch by batch as the cursor reads
 * them. Location names and sources are typed by people: `csvLines` keeps any that starts like a
 * formula as text.
 */
async function* csvText(
  pool: pg.Pool,
  kind: GraphKind,
  locationNdx: number,
  series: GraphSeriesInfo,
  window: { start: Date; end: Date },
): AsyncGenerator<string> {
  yield csvLines([graphCsvColumns(kind)], '\r\n');
  if (series.parameter_ndx === null) return;
  const timestamp = localTimestampFormat();
  const units = series.unit_desc ?? '';
  for await (const batch of streamWindow(pool, {
    locationNdx,
    parameterNdx: series.parameter_ndx,
    ...window,
    statementTimeoutMs: DOWNLOAD_STATEMENT_TIMEOUT_MS,
  })) {
    const records = batch.map((reading) => [
      timestamp(reading.collectTimestamp),
      units,
      series.data_source,
      series.location_name,
      series.location_id,
      reading.value,
    ]);
    yield csvLines(records, '\r\n');
  }
}

/**
 * The time-series panel's CSV downloads (spec/public-map.md §5): one per graph kind, every
 * 15-minute reading (not downsampled) from the start day to one month after the end day
 * (`csvExportWindow`), streamed from a database cursor, each taking one of the server's
 * download slots first. Same access as the graphs: a district location's data needs a signed-in
 * caller.
 */
export function graphCsvRoutes(
  app: FastifyInstance,
  {
    database,
    downloadStallMs,
    downloadSlots,
  }: { database: Database; downloadStallMs: number; downloadSlots: DownloadSlots },
) {
  for (const kind of Object.keys(GRAPH_KINDS) as GraphKind[]) {
    const { field } = GRAPH_KINDS[kind];
    registerEndpoint(
      app,
      graphCsvEndpoints[kind],
      async (request, reply) => {
        downloadSlots.take(reply);
        const { locationNdx } = request.params;
        const series = await seriesForCaller(database, { locationNdx, kind }, request);
        const days = graphCsvDays(request.query, localToday(new Date()));
        const exportDays = csvExportWindow(days.start, days.end);
        const window = await dayBounds(database.pool, exportDays);
        return sendCsvDownload(
          reply,
          graphCsvFileName(series.location_id, kind, exportDays),
          csvText(database.pool, kind, locationNdx, series, window),
          { stallMs: downloadStallMs },
        );
      },
      {
        refusals: [400, 401, 404, 503],
        description:
          'Every reading from 00:00 of `start` to the end of the day one month after `end` ' +
          '(days on the America/Denver clock, YYYY-MM-DD; default the last 3 days). ' +
          'Columns: collect_timestamp (ISO 8601 on the America/Denver clock with its offset), ' +
          `units, source, location_name, location_id, ${field}.`,
        fileResponse: CSV_FILE,
      },
    );
  }
}
