import type { FastifyInstance } from 'fastify';
import {
  groupUseEndpoints,
  ignitionDemoEndpoints,
  locationSetupEndpoints,
} from '@headgate/contracts';
import { registerEndpoint } from '../../../core/api/registerEndpoint';
import type { Database } from '../../../core/database/openDatabase';
import { alertLookupRoutes, alertRecords } from './alerts';
import { associationRoutes } from './associations';
import { auditRoutes } from './auditRoutes';
import { contactRecords, groupRecords, groupsInUse } from './contactsAndGroups';
import { importRecords } from './imports';
import { facilityRecords, locationRecords } from './locationsAndFacilities';
import { lookupRoutes } from './lookups';
import { adminRefusals } from '../../../core/api/adminRefusals';
import { recordRoutes } from './recordRoutes';
import { terrainElevationRoutes } from './terrainElevation';

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

  registerEndpoint(
    app,
    ignitionDemoEndpoints.settings,
    () => ({ scada_url: scadaUrl ?? null }),
    adminRefusals,
  );
  registerEndpoint(app, groupUseEndpoints.groupsInUse, () => groupsInUse(pool), adminRefusals);
  registerEndpoint(
    app,
    locationSetupEndpoints.table,
    () => locationRecords.list(pool),
    adminRefusals,
  );
  registerEndpoint(
    app,
    locationSetupEndpoints.map,
    async () =>
      (
        await pool.query(
          `SELECT location_ndx, location_name, legend_color AS map_sym_fill_color,
                  json_build_object('type', 'Point',
                    'coordinates', json_build_array(longitude, latitude)) AS location_geometry
             FROM locations ORDER BY location_ndx`,
        )
      ).rows,
    adminRefusals,
  );
}
