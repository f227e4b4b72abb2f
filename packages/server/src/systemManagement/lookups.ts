import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import * as z from 'zod';
import { importDelimiterSchema } from '@headgate/contracts';
import { adminAccess, adminErrors } from './recordRoutes';

const tags = ['System management: lookups'];
const ndx = z.number().int();

// Each lookup a system-management form offers: path, summary, row, query.
const LOOKUPS = [
  {
    path: 'list-location-types',
    summary: 'Location types',
    row: z.object({ location_type_ndx: ndx, location_type_desc: z.string() }),
    sql: 'SELECT location_type_ndx, location_type_desc FROM location_types ORDER BY location_type_desc',
  },
  {
    path: 'list-waterbodies',
    summary: 'Waterbodies',
    row: z.object({ waterbody_ndx: ndx, waterbody_name: z.string() }),
    sql: 'SELECT waterbody_ndx, waterbody_name FROM waterbodies ORDER BY waterbody_name',
  },
  {
    path: 'list-all-parameters',
    summary: 'Every parameter with its units',
    row: z.object({ parameter_ndx: ndx, parameter_name: z.string(), units: z.string() }),
    sql: `SELECT p.parameter_ndx, p.parameter_name, u.unit_desc AS units
            FROM parameters p JOIN units u USING (unit_ndx) ORDER BY p.parameter_name`,
  },
  {
    path: 'list-facility-types',
    summary: 'Facility types',
    row: z.object({ facility_type_ndx: ndx, facility_type_desc: z.string() }),
    sql: 'SELECT facility_type_ndx, facility_type_desc FROM facility_types ORDER BY facility_type_desc',
  },
  {
    path: 'list-units',
    summary: 'Units',
    row: z.object({ unit_ndx: ndx, unit_desc: z.string() }),
    sql: 'SELECT unit_ndx, unit_desc FROM units ORDER BY unit_desc',
  },
  {
    path: 'list-sources',
    summary: 'Data sources',
    row: z.object({ datasrc_ndx: ndx, data_source: z.string() }),
    sql: 'SELECT datasrc_ndx, data_source FROM data_sources ORDER BY data_source',
  },
  {
    path: 'list-import-delimiter',
    summary: 'Delimiters an import file may use',
    row: importDelimiterSchema,
    sql: 'SELECT delimiter_ndx, delimiter_desc FROM import_delimiters ORDER BY delimiter_ndx',
  },
] as const;

/** The lookups of the system-management forms (spec §7 Locations, facilities; Imports). */
export function lookupRoutes(app: FastifyInstance, pool: pg.Pool) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const { path, summary, row, sql } of LOOKUPS) {
    api.get(
      `/api/${path}`,
      {
        config: adminAccess,
        schema: { tags, summary, response: { 200: z.array(row), ...adminErrors } },
      },
      async () => (await pool.query(sql)).rows,
    );
  }
}
