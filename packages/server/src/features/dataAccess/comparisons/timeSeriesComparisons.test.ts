import { expectBadRequest, useTestApi } from '../../../core/api/testing/apiFixture';
import { DRIVERS } from '../../../core/database/testing/testDatabases';
import {
  getAs,
  type FacilityCaller as Caller,
} from '../../facilityPages/drillDown/testing/facilityCallers';
import {
  FLOW,
  insertFacilityFixture,
  LOCATION,
  WATER_LEVEL,
} from '../../facilityPages/drillDown/testing/facilityFixture';

jest.setTimeout(60_000);

interface Series {
  location_ndx: number;
  points: [number, number][];
}

describe.each(DRIVERS)('time series comparisons on %s', (driver) => {
  const api = useTestApi(driver, insertFacilityFixture);
  const get = (url: string, caller: Caller = 'User') => getAs(api, url, caller);
  const axis = async (url: string): Promise<Series[]> => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('gives daily means per Denver day, the 23-hour day included', async () => {
    const [inlet] = await axis(
      `/api/ts-compare-daily-data/${FLOW}/${LOCATION.in}/2026-03-07/2026-03-09`,
    );
    expect(inlet?.points.map(([, value]) => value)).toEqual([47.5, 141.5, 235.5]);
  });

  it('gives the 15-minute readings of every location asked, in the order asked', async () => {
    const series = await axis(
      `/api/ts-compare-raw-data/${FLOW}/${LOCATION.out},${LOCATION.in}/2026-03-07/2026-03-09`,
    );
    expect(series.map((line) => line.location_ndx)).toEqual([LOCATION.out, LOCATION.in]);
    expect(series[0]?.points).toHaveLength(92);
    expect(series[1]?.points).toHaveLength(284);
  });

  it('keeps district stations from anonymous callers', async () => {
    const url = `/api/ts-compare-daily-data/${FLOW}/${LOCATION.in}/2026-03-07/2026-03-09`;
    expect((await get(url, 'anonymous')).statusCode).toBe(401);
    const parameters = await get('/api/ts-compare-dropdown-parameters', 'anonymous');
    expect(parameters.json().map((p: { parameter_ndx: number }) => p.parameter_ndx)).not.toContain(
      WATER_LEVEL,
    );
  });

  it('offers a caller only the facilities with a station they may compare', async () => {
    const facilities = async (caller: Caller) =>
      (await get('/api/ts-compare-dropdown-facilities', caller))
        .json()
        .map((facility: { facility_ndx: number }) => facility.facility_ndx);
    // 38, 39 and 1778 have no station; 37's and 41's are district stations.
    expect(await facilities('User')).toEqual([37, 41]);
    expect(await facilities('anonymous')).toEqual([]);
    const publicRecharge = (isPublic: boolean) =>
      api.db.pool.query('UPDATE locations SET is_public = $1 WHERE location_ndx = $2', [
        isPublic,
        LOCATION.recharge,
      ]);
    await publicRecharge(true);
    try {
      expect(await facilities('anonymous')).toEqual([41]);
    } finally {
      await publicRecharge(false);
    }
  });

  it('refuses bad windows and ids, and answers 404 for an unknown parameter', async () => {
    expectBadRequest(
      await get(`/api/ts-compare-raw-data/${FLOW}/${LOCATION.in}/2026-01-01/2026-06-01`),
      'startDate',
    );
    expectBadRequest(
      await get(`/api/ts-compare-daily-data/${FLOW}/${LOCATION.in}/2026-03-09/2026-03-07`),
      'startDate',
    );
    expectBadRequest(
      await get(`/api/ts-compare-daily-data/${FLOW}/a,b/2026-03-07/2026-03-09`),
      'locations',
    );
    expect(
      (await get(`/api/ts-compare-daily-data/999999/${LOCATION.in}/2026-03-07/2026-03-09`))
        .statusCode,
    ).toBe(404);
  });

  it('refuses dropdown filters that are not ids, naming the field', async () => {
    for (const list of ['parameters', 'locations-assoc']) {
      expectBadRequest(await get(`/api/ts-compare-dropdown-${list}?facilities=abc`), 'facilities');
      expectBadRequest(await get(`/api/ts-compare-dropdown-${list}?facilities=37,`), 'facilities');
    }
    expectBadRequest(
      await get('/api/ts-compare-dropdown-locations-assoc?facilities=37&parameter=-1'),
      'parameter',
    );
    expectBadRequest(
      await get('/api/ts-compare-dropdown-locations-assoc?parameter=flow'),
      'parameter',
    );
  });

  it("lists a facility's stations with their parameters and coordinates", async () => {
    const response = await get('/api/ts-compare-dropdown-locations-assoc?facilities=37');
    const locations: {
      location_id: string;
      parameter_ndx_array: number[];
      facility_ndx_array: number[];
    }[] = response.json();
    expect(locations.map((location) => location.location_id)).toEqual(['LBR', 'LBR-OUT', 'LBR-IN']);
    expect(locations[0]).toMatchObject({
      parameter_ndx_array: [WATER_LEVEL],
      facility_ndx_array: [37],
    });
    const flowOnly = await get(
      `/api/ts-compare-dropdown-locations-assoc?facilities=37&parameter=${FLOW}`,
    );
    expect(flowOnly.json().map((l: { location_id: string }) => l.location_id)).toEqual([
      'LBR-OUT',
      'LBR-IN',
    ]);
    expect((await get('/api/ts-compare-dropdown-facilities')).json()).toEqual(
      expect.arrayContaining([
        {
          facility_ndx: 37,
          facility_name: 'Lupton Bottoms Storage',
          facility_type_desc: 'Storage',
        },
      ]),
    );
  });
});
