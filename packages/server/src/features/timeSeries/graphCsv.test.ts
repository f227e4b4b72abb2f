import { expectBadRequest, useTestApi } from '../../core/api/testing/apiFixture';
import type { Database } from '../../core/database/openDatabase';
import { DRIVERS } from '../../core/database/testing/testDatabases';

jest.setTimeout(60_000);

const HEADER = 'collect_timestamp,units,source,location_name,location_id,flow_cfs';

/**
 * A public ditch with a comma and quotes in its name and readings on both sides of the edges of
 * the window of 2026-01-30 to 2026-01-31: Denver midnight is 07:00 UTC in winter.
 */
async function insertDitch(db: Database) {
  await db.pool.query(
    `INSERT INTO locations (location_ndx, location_id, location_name, location_display_label,
       location_type_ndx, waterbody_ndx, longitude, latitude, is_public)
     VALUES (3, 'DITCH-A', 'Ditch "A", east', 'DITCH-A', 1, 1, -104.8, 40.1, true)`,
  );
  await db.pool.query('INSERT INTO location_parameters VALUES (3, 67)');
  await db.pool.query(
    `INSERT INTO timeseries_15min (location_ndx, parameter_ndx, collect_timestamp, result_value)
     VALUES (3, 67, '2026-01-30T06:45:00Z', 1), (3, 67, '2026-01-30T07:00:00Z', 2),
            (3, 67, '2026-02-14T12:00:00Z', 3), (3, 67, '2026-03-01T06:45:00Z', 4),
            (3, 67, '2026-03-01T07:00:00Z', 5)`,
  );
}

function records(body: string): string[] {
  expect(body.endsWith('\r\n')).toBe(true);
  return body.slice(0, -2).split('\r\n');
}

describe.each(DRIVERS)('CSV downloads of the 15-minute graphs on %s', (driver) => {
  const api = useTestApi(driver, insertDitch);

  it('holds the rows from the start day to one month after the end day, on the Denver clock', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/graph-flow-data15-min/3/csv?start=2026-01-30&end=2026-01-31',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    // A proxy in front (nginx) passes the rows on as they come instead of holding the file.
    expect(response.headers['x-accel-buffering']).toBe('no');
    // One month after Jan 31 is Feb 28; the window ends with that day.
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="DITCH-A_flow_cfs_2026-01-30_to_2026-02-28.csv"',
    );
    expect(records(response.body)).toEqual([
      HEADER,
      '2026-01-30T00:00:00-07:00,cfs,,"Ditch ""A"", east",DITCH-A,2',
      '2026-02-14T05:00:00-07:00,cfs,,"Ditch ""A"", east",DITCH-A,3',
      '2026-02-28T23:45:00-07:00,cfs,,"Ditch ""A"", east",DITCH-A,4',
    ]);
  });

  it('is full resolution where the graph is downsampled', async () => {
    const start = new Date(Date.now() - 12 * 86_400_000).toISOString().slice(0, 10);
    const csv = await api.app.inject({
      method: 'GET',
      url: `/api/graph-flow-data15-min/1/csv?start=${start}`,
    });
    const rows = records(csv.body).slice(1);
    // Every reading of the fixture's last 10 days.
    expect(rows).toHaveLength(960);
    expect(rows[0]).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:00-0[67]:00,cfs,,South Platte River at Henderson,PLAHENCO,9\d$/,
    );
    const graph = await api.app.inject({
      method: 'POST',
      url: `/api/graph-flow-data15-min/1?start=${start}T00:00:00Z&maxPoints=50`,
    });
    expect(graph.json().length).toBeLessThanOrEqual(50);
  });

  it('defaults to the last 3 days and the month after', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/graph-flow-data15-min/1/csv',
    });
    const rows = records(response.body).slice(1);
    // From midnight 3 days ago on the Denver clock: 3 to 4 days of readings.
    expect(rows.length).toBeGreaterThan(3 * 96 - 8);
    expect(rows.length).toBeLessThanOrEqual(4 * 96);
  });

  it('is only a header for a graph the location does not have', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/graph-stage-data15-min/1/csv',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(
      'collect_timestamp,units,source,location_name,location_id,stage_ft\r\n',
    );
  });

  it('keeps a district location closed to anonymous callers', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/graph-flow-data15-min/2/csv',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: 'unauthorized',
      message: 'Sign in to see this location’s data.',
    });
  });

  it('answers 404 for an unknown location', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/graph-flow-data15-min/999/csv',
    });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ['?start=2026-02-30', 'querystring.start'],
    ['?start=05/01/2026', 'querystring.start'],
    ['?end=2026-05-01T00:00:00Z', 'querystring.end'],
    ['?start=2026-05-02&end=2026-05-01', 'start must not be after end'],
  ])('rejects %s with 400 naming %s', async (query, text) => {
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/graph-flow-data15-min/1/csv${query}`,
    });
    expectBadRequest(response, text);
  });
});
