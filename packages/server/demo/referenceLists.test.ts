import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../src/config';
import { migrate } from '../src/core/database/migrate';
import type { Database } from '../src/core/database/openDatabase';
import { prepareDatabase } from '../src/prepareDatabase';
import { REFERENCE_LIST_TABLES } from '../src/core/database/testing/referenceListTables';
import { freshDatabase, MIGRATIONS } from '../src/core/database/testing/testDatabases';
import { REPORT_FACILITY_TYPES } from '../src/features/mobileTracker/facilityTypeReport';
import { PARAMETER_CODES } from '../src/core/timeseries';
import {
  DATA_SOURCE,
  DELIMITER,
  FACILITY_TYPE,
  LOCATION_TYPE,
  PARAMETER,
  UNIT,
} from './referenceLists';

jest.setTimeout(60_000);

const root = path.resolve(__dirname, '../../..');

describe('the reference lists, with the migrations', () => {
  let db: Database;
  beforeAll(async () => {
    db = await freshDatabase('pglite');
    await prepareDatabase(
      db,
      readConfig({ HEADGATE_DEMO: 'false', LOG_LEVEL: 'silent' }, root),
      () => undefined,
    );
  });
  afterAll(() => db.close());

  const rowsOf = async (sql: string) => (await db.pool.query(sql)).rows;

  it('are in a database started without the demo', async () => {
    for (const table of REFERENCE_LIST_TABLES) {
      const [{ n }] = await rowsOf(`SELECT count(*)::int AS n FROM ${table}`);
      expect({ table, rows: n > 0 }).toEqual({ table, rows: true });
    }
    expect(await rowsOf('SELECT count(*)::int AS n FROM locations')).toEqual([{ n: 0 }]);
  });

  it("hold the rows the demo's ids name", async () => {
    const units = await rowsOf('SELECT unit_ndx AS id, unit_desc AS name FROM units');
    expect(Object.fromEntries(units.map((row) => [row.name, row.id]))).toMatchObject({
      cfs: UNIT.cfs,
      m: UNIT.metres,
    });
    const parameters = await rowsOf(
      'SELECT parameter_ndx AS id, parameter AS code FROM parameters',
    );
    expect(Object.fromEntries(parameters.map((row) => [row.id, row.code]))).toEqual(
      Object.fromEntries(
        Object.entries(PARAMETER).map(([name, id]) => [
          id,
          PARAMETER_CODES[name as keyof typeof PARAMETER_CODES],
        ]),
      ),
    );
    const facilityTypes = await rowsOf(
      'SELECT facility_type_ndx AS id, facility_type_desc AS name FROM facility_types',
    );
    expect(Object.fromEntries(facilityTypes.map((row) => [row.name, row.id]))).toEqual(
      Object.fromEntries(
        Object.entries(REPORT_FACILITY_TYPES).map(([report, name]) => [
          name,
          FACILITY_TYPE[report as keyof typeof FACILITY_TYPE],
        ]),
      ),
    );
    const ids = async (sql: string) => (await rowsOf(sql)).map((row) => row.id).sort();
    expect(await ids('SELECT datasrc_ndx AS id FROM data_sources')).toEqual(
      Object.values(DATA_SOURCE).sort(),
    );
    expect(await ids('SELECT location_type_ndx AS id FROM location_types')).toEqual(
      Object.values(LOCATION_TYPE).sort(),
    );
    expect(
      await rowsOf(
        `SELECT delimiter_ndx AS id FROM import_delimiters WHERE delimiter_char IN (',', E'\\t')
          ORDER BY delimiter_char`,
      ),
    ).toEqual([{ id: DELIMITER.tab }, { id: DELIMITER.comma }]);
  });
});

describe('the reference lists migration on a database that holds them already', () => {
  it('keeps its rows and moves each serial past the ids (a demo database from before)', async () => {
    const db = await freshDatabase('pglite');
    const before = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-migrations-'));
    try {
      for (const file of fs.readdirSync(MIGRATIONS).filter((name) => name < '0016')) {
        fs.copyFileSync(path.join(MIGRATIONS, file), path.join(before, file));
      }
      await migrate(db.pool, before);
      // As the demo seed wrote them before 0016, under the demo's own name for source 1.
      await db.pool.query(
        "INSERT INTO data_sources VALUES (1, 'District 2 telemetry (demo)'), (2, 'CO DWR Satellite Monitoring System')",
      );
      await db.pool.query("INSERT INTO units VALUES (1, 'cfs'), (2, 'ft')");
      await db.pool.query("INSERT INTO parameters VALUES (67, 'Flow (cfs)', 'flow_cfs', 1, NULL)");

      expect(await migrate(db.pool, MIGRATIONS)).toContain('0016_reference_lists');
      const sources = await db.pool.query('SELECT * FROM data_sources ORDER BY datasrc_ndx');
      expect(sources.rows.map((row) => row.data_source)).toEqual([
        'District 2 telemetry (demo)',
        'CO DWR Satellite Monitoring System',
        'USGS NWIS',
        'Manual reading',
      ]);
      const added = await db.pool.query(
        "INSERT INTO units (unit_desc) VALUES ('mgd') RETURNING unit_ndx AS id",
      );
      expect(added.rows).toEqual([{ id: 8 }]);
    } finally {
      await db.close();
      fs.rmSync(before, { recursive: true, force: true });
    }
  });
});
