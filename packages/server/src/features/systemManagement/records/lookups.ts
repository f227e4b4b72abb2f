import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { lookupEndpoints } from '@headgate/contracts';
import { registerEndpoint } from '../../../core/api/registerEndpoint';
import { adminRefusals } from '../../../core/api/adminRefusals';

// Each lookup a system-management form offers, by its endpoint: the query that answers it.
const LOOKUPS: Record<keyof typeof lookupEndpoints, string> = {
  locationTypes:
    'SELECT location_type_ndx, location_type_desc FROM location_types ORDER BY location_type_desc',
  waterbodies: 'SELECT waterbody_ndx, waterbody_name FROM waterbodies ORDER BY waterbody_name',
  parameters: `SELECT p.parameter_ndx, p.parameter_name, u.unit_desc AS units
                 FROM parameters p JOIN units u USING (unit_ndx) ORDER BY p.parameter_name`,
  facilityTypes:
    'SELECT facility_type_ndx, facility_type_desc FROM facility_types ORDER BY facility_type_desc',
  units: 'SELECT unit_ndx, unit_desc FROM units ORDER BY unit_desc',
  dataSources: 'SELECT datasrc_ndx, data_source FROM data_sources ORDER BY data_source',
  delimiters: 'SELECT delimiter_ndx, delimiter_desc FROM import_delimiters ORDER BY delimiter_ndx',
};

/** The lookups of the system-management forms (spec §7 Locations, facilities; Imports). */
export function lookupRoutes(app: FastifyInstance, pool: pg.Pool) {
  for (const [name, sql] of Object.entries(LOOKUPS)) {
    registerEndpoint(
      app,
      lookupEndpoints[name as keyof typeof lookupEndpoints],
      async () => (await pool.query(sql)).rows,
      adminRefusals,
    );
  }
}
