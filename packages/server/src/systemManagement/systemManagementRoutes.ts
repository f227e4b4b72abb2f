import type { FastifyInstance } from 'fastify';
import type { Database } from '../database/openDatabase';
import { alertLookupRoutes, alertRecords } from './alerts';
import { associationRoutes } from './associations';
import { auditRoutes } from './auditRoutes';
import { contactRecords, groupRecords, groupsInUse } from './contactsAndGroups';
import { importRecords } from './imports';
import { facilityRecords, locationRecords } from './locationsAndFacilities';
import { lookupRoutes } from './lookups';
import { adminAccess, adminErrors, recordRoutes } from './recordRoutes';
import { terrainElevationRoutes } from './terrainElevation';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  groupUseSchema,
  ignitionDemoSettingsSchema,
  locationMapPointSchema,
  locationRecordSchema,
} from '@headgate/contracts';

/**
 * System management (spec/dashboard.md §7 Alerts; Groups, contacts, associations; Locations,
 * facilities; Imports) and the audit trail, for Administrators and Developers. Every write is
 * validated with the form's schema, runs in one transaction and is recorded in the audit trail.
 */
export function systemManagementRoutes(
  app: FastifyInstance,
  {
    database,
    terrainUrl,
    scadaUrl,
  }: { database: Database; terrainUrl: string | undefined; scadaUrl: string | undefined },
) {
  const { pool } = database;
  recordRoutes(app, pool, alertRecords);
  alertLookupRoutes(app, pool);
  recordRoutes(app, pool, contactRecords);
  recordRoutes(app, pool, groupRecords);
  recordRoutes(app, pool, locationRecords);
  recordRoutes(app, pool, facilityRecords);
  recordRoutes(app, pool, importRecords);
  associationRoutes(app, pool);
  lookupRoutes(app, pool);
  auditRoutes(app, pool);
  terrainElevationRoutes(app, terrainUrl);

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/ignition-demo/settings',
    {
      config: adminAccess,
      schema: {
        tags: ['Ignition demo'],
        summary: 'The SCADA site the Ignition Demo links to (HEADGATE_SCADA_URL), or null',
        response: { 200: ignitionDemoSettingsSchema, ...adminErrors },
      },
    },
    () => ({ scada_url: scadaUrl ?? null }),
  );
  api.get(
    '/api/view-groups-used',
    {
      config: adminAccess,
      schema: {
        tags: ['System management: contacts and groups'],
        summary: 'Groups that cannot be deleted, with what uses them',
        response: { 200: z.array(groupUseSchema), ...adminErrors },
      },
    },
    () => groupsInUse(pool),
  );
  api.get(
    '/api/sys-mgmt-locations-toptable',
    {
      config: adminAccess,
      schema: {
        tags: ['System management: locations and facilities'],
        summary: 'The locations setup table',
        response: { 200: z.array(locationRecordSchema), ...adminErrors },
      },
    },
    () => locationRecords.list(pool),
  );
  api.get(
    '/api/locations-map',
    {
      config: adminAccess,
      schema: {
        tags: ['System management: locations and facilities'],
        summary: 'Every location as a point of the setup map, in its legend colour',
        response: { 200: z.array(locationMapPointSchema), ...adminErrors },
      },
    },
    async () =>
      (
        await pool.query(
          `SELECT location_ndx, location_name, legend_color AS map_sym_fill_color,
                  json_build_object('type', 'Point',
                    'coordinates', json_build_array(longitude, latitude)) AS location_geometry
             FROM locations ORDER BY location_ndx`,
        )
      ).rows,
  );
}
