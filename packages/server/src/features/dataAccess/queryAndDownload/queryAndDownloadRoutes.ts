import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import {
  DOWNLOAD_ENDPOINT_PATHS,
  downloadEndpoints,
  downloadListEndpoints,
} from '@headgate/contracts';
import { registerEndpoint } from '../../../core/api/registerEndpoint';
import type { Database } from '../../../core/database/openDatabase';
import { sendCsvDownload } from '../../../core/delivery/csvDownload';
import type { DownloadSlots } from '../../../core/delivery/downloadSlots';
import { localToday } from '../../../core/timeseries/waterYear';
import { downloadCsv } from './downloadCsv';
import { facilitiesWithTypes } from '../../../core/catalog/facilitiesWithTypes';
import { parameterGroups, unitedFacilityTypes } from './downloadLists';

const refusals = [400, 401, 403] as const;
/** A download is also refused while the server sends as many as it may. */
const downloadRefusals = [...refusals, 503] as const;
const csvFile = {
  200: { description: 'The readings as CSV', content: { 'text/csv': { schema: z.string() } } },
};

/**
 * Query & Download (spec/dashboard.md §2, §7): the three lists and the two downloads, for All
 * Data User, Administrator and Developer. A download is streamed from a database cursor as it
 * is read (and compressed as it streams): its size never sits in memory. Each takes one of the
 * server's download slots before its connection.
 */
export function queryAndDownloadRoutes(
  app: FastifyInstance,
  {
    database,
    downloadStallMs,
    downloadSlots,
  }: { database: Database; downloadStallMs: number; downloadSlots: DownloadSlots },
) {
  const { pool } = database;

  registerEndpoint(app, downloadListEndpoints.facilityTypes, () => unitedFacilityTypes(pool), {
    refusals,
  });
  registerEndpoint(app, downloadListEndpoints.facilities, () => facilitiesWithTypes(pool), {
    refusals,
  });
  registerEndpoint(app, downloadListEndpoints.parameterGroups, () => parameterGroups(pool), {
    refusals,
  });

  for (const endpoint of DOWNLOAD_ENDPOINT_PATHS) {
    registerEndpoint(
      app,
      downloadEndpoints[endpoint],
      async (request, reply) => {
        downloadSlots.take(reply);
        return sendCsvDownload(
          reply,
          `headgate-${endpoint}-${localToday(new Date())}.csv`,
          downloadCsv(database, endpoint, request.body),
          { stallMs: downloadStallMs },
        );
      },
      { refusals: downloadRefusals, fileResponse: csvFile },
    );
  }
}
