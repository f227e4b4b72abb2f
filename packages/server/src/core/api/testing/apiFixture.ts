import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { readConfig } from '../../../config';
import { createServer } from '../../../createServer';
import { migrate } from '../../database/migrate';
import type { Database, DatabaseDriver } from '../../database/openDatabase';
import { clearReferenceLists } from '../../database/testing/referenceListTables';
import { migratedDatabase, MIGRATIONS } from '../../database/testing/testDatabases';

/**
 * A small map: one public and one restricted source and layer, public and district locations,
 * over reference lists of its own (the migrations' are cleared first).
 */
export async function insertMapFixture(db: Database) {
  const sql = (text: string, values: unknown[] = []) => db.pool.query(text, values);
  await clearReferenceLists(db);
  await sql("INSERT INTO units (unit_desc) VALUES ('cfs')");
  await sql("INSERT INTO parameters VALUES (67, 'Flow', 'flow_cfs', 1, NULL)");
  await sql("INSERT INTO location_types (location_type_desc) VALUES ('Stream Gage'), ('Well')");
  await sql("INSERT INTO waterbodies (waterbody_name) VALUES ('South Platte River')");
  const location = (ndx: number, id: string, name: string, type: number, isPublic: boolean) =>
    sql(
      `INSERT INTO locations (location_ndx, location_id, location_name, location_display_label, location_type_ndx,
         waterbody_ndx, longitude, latitude, is_public) VALUES ($1, $2, $3, $2, $4, 1, -104.8, 40.1, $5)`,
      [ndx, id, name, type, isPublic],
    );
  await location(1, 'PLAHENCO', 'South Platte River at Henderson', 1, true);
  await location(2, 'BRW-7', 'Brighton Well 7', 2, false);
  for (let i = 0; i < 60; i++) await location(100 + i, `RP-${i}`, `Recharge Pond ${i}`, 2, true);
  await sql('INSERT INTO location_parameters VALUES (1, 67)');
  // Flow at the Henderson gage every 15 minutes for the last 10 days, the newest an hour ago.
  await sql(
    `INSERT INTO timeseries_15min (location_ndx, parameter_ndx, collect_timestamp, result_value)
     SELECT 1, 67, date_trunc('hour', now()) - interval '1 hour' - n * interval '15 minutes', 90 + (n % 7)
       FROM generate_series(0, 959) AS n`,
  );
  await sql('INSERT INTO location_parameters VALUES (2, 67)');
  await sql("INSERT INTO timeseries_15min VALUES (2, 67, now() - interval '2 hours', 12.5, NULL)");
  await sql(
    "INSERT INTO map_sources (source_id, required_roles) VALUES ('public-locations', '{}'), ('united-locations', '{User,Administrator}'), ('water-districts', '{}')",
  );
  await sql(
    `INSERT INTO map_features VALUES ('water-districts', '2', '{"type":"Polygon","coordinates":[[[-105,40],[-104,40],[-104,41],[-105,40]]]}', '{"district":2,"name":"South Platte - Denver Gage to Greeley"}')`,
  );
  await sql(
    `INSERT INTO map_layers (layer_id, name, layer_type, source_id, draw_order, legend_order, legend_group, layer_group, paint, lre_properties, required_roles)
     VALUES ('public-locations-circle', 'Public Locations', 'circle', 'public-locations', 10, 1, 'Locations', 'public-locations', '{"circle-radius":8}', '{"titleField":"location_name","excludeFields":["location_ndx"]}', '{}'),
            ('united-locations-circle', 'United Infrastructure', 'circle', 'united-locations', 20, 2, 'Locations', 'united-locations', '{}', '{"titleField":null,"excludeFields":null}', '{}'),
            ('water-districts-fill', 'Water Districts', 'fill', 'water-districts', 1, 9, 'Boundaries', 'water-districts', '{}', '{"titleField":"name"}', '{}')`,
  );
}

/**
 * A migrated database holding the map fixture, and an API server over it; `env` adds settings
 * to the default configuration. The database is a fresh one on `driver`, or the one given.
 */
export async function startTestApi(
  driver: DatabaseDriver | Database,
  env: NodeJS.ProcessEnv = {},
): Promise<{ db: Database; app: FastifyInstance }> {
  const db = typeof driver === 'string' ? await migratedDatabase(driver) : driver;
  // One handed in may be new (an outage test's own PostgreSQL).
  if (typeof driver !== 'string') await migrate(db.pool, MIGRATIONS);
  await insertMapFixture(db);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-api-'));
  const app = await createServer(
    readConfig({ LOG_LEVEL: 'silent', HEADGATE_JOBS: 'off', ...env }, root),
    db,
  );
  return { db, app };
}

/**
 * Starts a test API for the tests of the enclosing describe block and stops it after them;
 * `extraFixture` adds rows a test file needs beyond the map fixture, `env` settings.
 */
export function useTestApi(
  driver: DatabaseDriver,
  extraFixture?: (db: Database) => Promise<void>,
  env?: NodeJS.ProcessEnv,
): { db: Database; app: FastifyInstance } {
  const api = {} as { db: Database; app: FastifyInstance };
  beforeAll(async () => {
    Object.assign(api, await startTestApi(driver, env));
    await extraFixture?.(api.db);
  });
  afterAll(async () => {
    await api.app.close();
    await api.db.close();
  });
  return api;
}

/** Asserts the API's refusal of bad input: 400 `bad_request` with a message naming `mentioning`. */
export function expectBadRequest(response: LightMyRequestResponse, mentioning: string): void {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    error: 'bad_request',
    message: expect.stringContaining(mentioning),
  });
}
