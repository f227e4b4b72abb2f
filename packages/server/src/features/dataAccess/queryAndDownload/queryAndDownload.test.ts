import Papa from 'papaparse';
import { expectBadRequest, useTestApi } from '../../../core/api/testing/apiFixture';
import { DRIVERS } from '../../../core/database/testing/testDatabases';
import {
  getAs,
  type FacilityCaller as Caller,
} from '../../facilityPages/drillDown/testing/facilityCallers';
import { FLOW, LOCATION } from '../../facilityPages/drillDown/testing/facilityFixture';
import { embeddedBearer } from '../../usersManagement/users/testing/embeddedTokens';
import { insertDownloadFixture } from './testing/downloadFixture';

jest.setTimeout(60_000);

const BASE = '/api/facility-query-download';

const BODY = {
  facilities: [37],
  parameterGroups: [1],
  startDate: '2026-03-07',
  endDate: '2026-03-09',
};

describe.each(DRIVERS)('query and download on %s', (driver) => {
  const api = useTestApi(driver, insertDownloadFixture);

  const post = async (
    endpoint: string,
    body: Record<string, unknown>,
    caller: Caller = 'All Data User',
  ) => {
    const headers =
      caller === 'anonymous' ? {} : await embeddedBearer(api.db, [caller as 'All Data User']);
    return api.app.inject({ method: 'POST', url: `${BASE}/${endpoint}`, headers, payload: body });
  };
  const records = (text: string) => Papa.parse<string[]>(text.trim()).data;

  it('streams the 15-minute readings as CSV, one record per reading, Denver time with offsets', async () => {
    const response = await post('data-15min', BODY);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="headgate-data-15min-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [zone, header, ...rows] = records(response.body);
    expect(zone?.[0]).toContain('America/Denver');
    expect(header).toEqual([
      'timestamp',
      'facility',
      'location_id',
      'location_name',
      'parameter',
      'value',
      'units',
      'data_source',
    ]);
    const { rows: count } = await api.db.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM timeseries_15min
        WHERE location_ndx = ANY($1) AND parameter_ndx = $2
          AND collect_timestamp >= '2026-03-07T07:00:00Z' AND collect_timestamp < '2026-03-10T06:00:00Z'`,
      [[LOCATION.in, LOCATION.out], FLOW],
    );
    expect(rows).toHaveLength(count[0]!.n);
    expect(rows).toHaveLength(284 + 92);
    const times = rows.map((row) => row[0]);
    // Daylight saving starts at 2 a.m.: 01:45 MST is followed by 03:00 MDT.
    expect(times).toContain('2026-03-08T01:45:00-07:00');
    expect(times).toContain('2026-03-08T03:00:00-06:00');
    expect(times).not.toContain('2026-03-08T02:00:00-07:00');
    expect(rows[0]).toEqual([
      '2026-03-07T00:00:00-07:00',
      'Lupton Bottoms Storage',
      'LBR-IN',
      'Reservoir Inlet',
      expect.any(String),
      '0',
      expect.any(String),
      '',
    ]);
  });

  it('keeps both 1 a.m. hours of the fall-back night apart by their offsets', async () => {
    // Daylight saving ends at 2 a.m. MDT on 2026-11-01: the clock shows 1:30 twice.
    await api.db.pool.query(
      `INSERT INTO timeseries_15min (location_ndx, parameter_ndx, collect_timestamp, result_value)
       VALUES ($1, $2, '2026-11-01T07:30:00Z', 21), ($1, $2, '2026-11-01T08:30:00Z', 22)`,
      [LOCATION.in, FLOW],
    );
    try {
      const response = await post('data-15min', {
        ...BODY,
        startDate: '2026-11-01',
        endDate: '2026-11-01',
      });
      const [, , ...rows] = records(response.body);
      expect(rows.map((row) => [row[0], row[5]])).toEqual([
        ['2026-11-01T01:30:00-06:00', '21'],
        ['2026-11-01T01:30:00-07:00', '22'],
      ]);
    } finally {
      await api.db.pool.query(
        `DELETE FROM timeseries_15min WHERE location_ndx = $1 AND parameter_ndx = $2
            AND collect_timestamp >= '2026-11-01T00:00:00Z' AND collect_timestamp < '2026-11-02T00:00:00Z'`,
        [LOCATION.in, FLOW],
      );
    }
  });

  it('stamps daily values with the local midnight their day starts at', async () => {
    const response = await post('data-daily', {
      ...BODY,
      startDate: '2026-11-01',
      endDate: '2026-11-02',
    });
    const [, , ...rows] = records(response.body);
    expect(rows.map((row) => [row[0], row[5]])).toEqual([
      ['2026-11-01T00:00:00-06:00', '12.5'],
      ['2026-11-02T00:00:00-07:00', '13'],
    ]);
  });

  it('writes a name a spreadsheet would run as a formula as text, and keeps negative readings', async () => {
    const { rows: before } = await api.db.pool.query<{ location_name: string }>(
      `SELECT location_name FROM locations WHERE location_ndx = ${LOCATION.in}`,
    );
    await api.db.pool.query(
      `UPDATE locations SET location_name = '=HYPERLINK("x")' WHERE location_ndx = ${LOCATION.in}`,
    );
    await api.db.pool.query(
      `UPDATE timeseries_daily SET result_value = -1.25
        WHERE location_ndx = ${LOCATION.in} AND collect_date = '2026-11-02'`,
    );
    try {
      const response = await post('data-daily', {
        ...BODY,
        startDate: '2026-11-02',
        endDate: '2026-11-02',
      });
      expect(response.body).toContain(`,"'=HYPERLINK(""x"")",`);
      const [, , row] = records(response.body);
      expect(row?.[3]).toBe(`'=HYPERLINK("x")`);
      expect(row?.[5]).toBe('-1.25');
    } finally {
      await api.db.pool.query(
        `UPDATE locations SET location_name = $1 WHERE location_ndx = ${LOCATION.in}`,
        [before[0]!.location_name],
      );
      await api.db.pool.query(
        `UPDATE timeseries_daily SET result_value = 13
          WHERE location_ndx = ${LOCATION.in} AND collect_date = '2026-11-02'`,
      );
    }
  });

  it('refuses a request without facilities or measurements, or with other fields', async () => {
    expectBadRequest(await post('data-15min', { ...BODY, facilities: [] }), 'facilities');
    expectBadRequest(await post('data-daily', { ...BODY, parameterGroups: [] }), 'parameterGroups');
    expectBadRequest(await post('data-daily', { ...BODY, endDate: '2026-03-01' }), 'startDate');
    expectBadRequest(await post('data-daily', { ...BODY, sql: 'DROP TABLE x' }), 'sql');
  });

  it('is for All Data Users, Administrators and Developers', async () => {
    expect((await post('data-15min', BODY, 'anonymous')).statusCode).toBe(401);
    expect((await post('data-15min', BODY, 'User')).statusCode).toBe(403);
    expect((await post('data-15min', BODY, 'Developer')).statusCode).toBe(200);
    expect((await getAs(api, `${BASE}/q-d-list-parameter-groups`, 'River Photos')).statusCode).toBe(
      403,
    );
  });

  it('lists facility types with United stations, facilities with types, and the groups', async () => {
    const list = async (path: string) =>
      (await getAs(api, `${BASE}/${path}`, 'All Data User')).json();
    expect(await list('q-d-list-parameter-groups')).toEqual([
      { parameter_group_ndx: 2, parameter_group_name: 'Storage' },
      { parameter_group_ndx: 1, parameter_group_name: 'Surface Water' },
    ]);
    expect(await list('list-facility-types-united-only')).toEqual(
      expect.arrayContaining([{ facility_type_ndx: 1, facility_type_desc: 'Storage' }]),
    );
    expect(await list('list-facilities-with-types')).toEqual(
      expect.arrayContaining([
        {
          facility_ndx: 37,
          facility_name: 'Lupton Bottoms Storage',
          facility_type_ndx: 1,
          facility_type_desc: 'Storage',
        },
      ]),
    );
  });
});
