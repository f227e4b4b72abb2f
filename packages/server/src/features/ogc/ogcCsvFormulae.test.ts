import { useTestApi } from '../../core/api/testing/apiFixture';
import { insertOgcFixture } from './testing/ogcFixture';

jest.setTimeout(60_000);

/** Beside the OGC fixture, a public gage whose name a spreadsheet would run, reading below zero. */
async function formulaFixture(...[db]: Parameters<typeof insertOgcFixture>) {
  await insertOgcFixture(db);
  await db.pool.query(
    `INSERT INTO locations (location_ndx, location_id, location_name, location_display_label,
       location_type_ndx, longitude, latitude, is_public)
     VALUES (6, 'FORMULA-1', '=1+1', 'FORMULA-1', 1, -104.5, 40.2, true)`,
  );
  await db.pool.query('INSERT INTO location_parameters VALUES (6, 67)');
  await db.pool.query(
    `INSERT INTO timeseries_15min (location_ndx, parameter_ndx, collect_timestamp, result_value)
     VALUES (6, 67, '2026-03-08T07:00:00Z', -1.5)`,
  );
}

describe('OGC API CSV in a spreadsheet', () => {
  const api = useTestApi('pglite', formulaFixture);
  const csv = async (url: string) => {
    const response = await api.app.inject({ url, headers: { host: 'water.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    return response.body;
  };

  it('writes a name that starts like a formula as text', async () => {
    expect(
      await csv(
        '/ogc/collections/monitoring-locations/items?monitoring_location_id=FORMULA-1&properties=name&f=csv',
      ),
    ).toBe('id,x,y,name\nFORMULA-1,-104.5,40.2,"\'=1+1"\n');
  });

  it('keeps a negative reading and the coordinates numbers', async () => {
    expect(
      await csv(
        '/ogc/collections/continuous-values/items?monitoring_location_id=FORMULA-1&properties=value&f=csv',
      ),
    ).toBe('id,x,y,value\nFORMULA-1~flow_cfs~2026-03-08T07:00:00Z,-104.5,40.2,-1.5\n');
  });
});
