import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  DATA_ROLES,
  DOWNLOAD_ENDPOINT_PATHS,
  apiErrorSchema,
  downloadFacilitySchema,
  downloadFacilityTypeSchema,
  downloadParameterGroupSchema,
  downloadRequestSchema,
} from '@headgate/contracts';
import type { Database } from '../database/openDatabase';
import { sendCsvDownload } from '../delivery/csvDownload';
import { localToday } from '../facilityDisplay/waterYear';
import { downloadCsv } from './downloadCsv';
import { facilitiesWithTypes, parameterGroups, unitedFacilityTypes } from './downloadLists';

const BASE = '/api/facility-query-download';
const tags = ['Query & Download'];
const access = { anyOf: DATA_ROLES };
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * Query & Download (spec/dashboard.md §2, §7): the three lists and the two downloads, for All
 * Data User, Administrator and Developer. A download is streamed from a database cursor as it
 * is read (and compressed as it streams): its size never sits in memory.
 */
export function queryAndDownloadRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { pool } = database;
  const list = <T extends z.ZodType>(
    path: string,
    summary: string,
    item: T,
    read: () => Promise<z.output<T>[]>,
  ) =>
    api.get(
      `${BASE}/${path}`,
      {
        config: { access },
        schema: { tags, summary, response: { 200: z.array(item), ...errors } },
      },
      read,
    );

  list(
    'list-facility-types-united-only',
    'Facility types with a United station',
    downloadFacilityTypeSchema,
    () => unitedFacilityTypes(pool),
  );
  list('list-facilities-with-types', 'Every facility with its type', downloadFacilitySchema, () =>
    facilitiesWithTypes(pool),
  );
  list('q-d-list-parameter-groups', 'The measurement groups', downloadParameterGroupSchema, () =>
    parameterGroups(pool),
  );

  for (const endpoint of DOWNLOAD_ENDPOINT_PATHS) {
    api.post(
      `${BASE}/${endpoint}`,
      {
        config: { access },
        schema: {
          tags,
          summary: `The ${endpoint === 'data-15min' ? '15-minute' : 'daily'} readings of the chosen facilities and measurements, as CSV`,
          body: downloadRequestSchema,
          response: { ...errors },
        },
      },
      async (request, reply) =>
        sendCsvDownload(
          reply,
          `headgate-${endpoint}-${localToday(new Date())}.csv`,
          downloadCsv(database, endpoint, request.body),
        ),
    );
  }
}
