import type { SiteSummaryRow } from '@headgate/contracts';
import { useTestApi } from '../../../core/api/testing/apiFixture';
import type { Database } from '../../../core/database/openDatabase';
import { DRIVERS } from '../../../core/database/testing/testDatabases';
import {
  getAs,
  type FacilityCaller as Caller,
} from '../../facilityPages/drillDown/testing/facilityCallers';
import {
  FLOW,
  insertFacilityFixture,
  LOCATION,
} from '../../facilityPages/drillDown/testing/facilityFixture';
import { embeddedBearer } from '../../usersManagement/users/testing/embeddedTokens';
import { alertBody } from '../../systemManagement/records/testing/systemFixture';

jest.setTimeout(60_000);

const BATTERY = 1543;
const HOUR = 3_600_000;

/** The facility fixture, with battery readings relative to now and a daily reading in 2025. */
async function insertReportFixture(db: Database): Promise<void> {
  await insertFacilityFixture(db);
  const sql = (text: string, values: unknown[] = []) => db.pool.query(text, values);
  await sql("INSERT INTO units (unit_desc) VALUES ('volts')");
  await sql(
    `INSERT INTO parameters VALUES
       (${BATTERY}, 'Battery', 'battery_volts', (SELECT unit_ndx FROM units WHERE unit_desc = 'volts'), NULL)`,
  );
  await sql(
    `INSERT INTO location_parameters VALUES (${LOCATION.reservoir}, ${BATTERY}), (${LOCATION.spare}, ${BATTERY})`,
  );
  const now = Date.now();
  const battery = (location: number, hoursAgo: number, volts: number) =>
    sql(
      `INSERT INTO timeseries_15min (location_ndx, parameter_ndx, collect_timestamp, result_value)
       VALUES ($1, ${BATTERY}, $2, $3)`,
      [location, new Date(now - hoursAgo * HOUR), volts],
    );
  await battery(LOCATION.reservoir, 8 * 24, 5);
  await battery(LOCATION.reservoir, 3 * 24, 12);
  await battery(LOCATION.reservoir, 24, 13.5);
  await battery(LOCATION.reservoir, 1, 12.8);
  // A silent station: its only reading is older than the window.
  await battery(LOCATION.spare, 10 * 24, 11.1);
  await sql(
    `INSERT INTO timeseries_daily (location_ndx, parameter_ndx, collect_date, result_value)
     VALUES (${LOCATION.in}, ${FLOW}, '2025-09-01', 42)`,
  );
}

describe.each(DRIVERS)('report tables on %s', (driver) => {
  const api = useTestApi(driver, insertReportFixture);
  const get = (url: string, caller: Caller) => getAs(api, url, caller);

  describe('GET /api/display-batteries-last7days-stats', () => {
    const URL = '/api/display-batteries-last7days-stats';

    it("gives each station's lowest and highest voltage of the last 7 days and its latest", async () => {
      const response = await get(URL, 'Administrator');
      expect(response.statusCode).toBe(200);
      const rows = response.json();
      expect(rows).toEqual([
        expect.objectContaining({
          location_ndx: LOCATION.reservoir,
          location_display_label: 'LBR',
          min_7day: 12,
          max_7day: 13.5,
          last_reading: 12.8,
        }),
        {
          location_ndx: LOCATION.spare,
          location_display_label: 'LBR-SPARE',
          min_7day: null,
          max_7day: null,
          last_reading: 11.1,
          last_timestamp: expect.stringMatching(/Z$/),
        },
      ]);
      const lastAt = Date.parse(rows[0].last_timestamp);
      expect(Math.abs(Date.now() - HOUR - lastAt)).toBeLessThan(5 * 60_000);
    });

    it.each<[Caller, number]>([
      ['anonymous', 401],
      ['User', 403],
      ['All Data User', 403],
      ['River Photos', 403],
      ['Developer', 200],
    ])('answers %s with %i', async (caller, status) => {
      expect((await get(URL, caller)).statusCode).toBe(status);
    });
  });

  describe('GET /api/reports-site-param-summary-united-stations', () => {
    const URL = '/api/reports-site-param-summary-united-stations';

    it('lists each series of the United stations with its place and period of record', async () => {
      const response = await get(URL, 'Developer');
      expect(response.statusCode).toBe(200);
      const rows: { location_ndx: number; parameter_ndx: number }[] = response.json();
      const inlet = rows.find(
        (row) => row.location_ndx === LOCATION.in && row.parameter_ndx === FLOW,
      );
      expect(inlet).toEqual({
        location_ndx: LOCATION.in,
        parameter_ndx: FLOW,
        is_alert: false,
        facility_type_desc: 'Storage',
        facility_name: 'Lupton Bottoms Storage',
        parameter: expect.any(String),
        location_name: 'Reservoir Inlet',
        // The daily value of 2025-09-01 counts from Denver's midnight (MDT, UTC−6).
        start_por: '2025-09-01T06:00:00.000Z',
        end_por: '2026-03-10T05:45:00.000Z',
        county_name: null,
        waterbody_name: null,
        huc12_name: null,
      });
      const spare = rows.find((row) => row.location_ndx === LOCATION.spare);
      expect(spare).toMatchObject({
        parameter_ndx: BATTERY,
        facility_name: 'Lupton Bottoms Storage',
      });
    });

    it('marks a series watched by an enabled alert, and only while it is enabled', async () => {
      const headers = await embeddedBearer(api.db, ['Administrator']);
      const alertOf = async () => {
        const rows: SiteSummaryRow[] = (await get(URL, 'Administrator')).json();
        return rows
          .filter((row) => row.location_ndx === LOCATION.in)
          .map((row) => [row.parameter_ndx, row.is_alert]);
      };
      expect(await alertOf()).toEqual([[FLOW, false]]);
      const created = await api.app.inject({
        method: 'POST',
        url: '/api/alerts-management-table',
        headers,
        payload: alertBody(),
      });
      expect(created.statusCode).toBe(201);
      expect(await alertOf()).toEqual([[FLOW, true]]);
      const disabled = await api.app.inject({
        method: 'PATCH',
        url: `/api/alerts-management-table/${created.json().alert_request_ndx}`,
        headers,
        payload: { enabled: false },
      });
      expect(disabled.statusCode).toBe(200);
      expect(await alertOf()).toEqual([[FLOW, false]]);
      await api.db.pool.query('DELETE FROM alert_requests');
    });

    it('refuses anyone but administrators and developers', async () => {
      expect((await get(URL, 'anonymous')).statusCode).toBe(401);
      expect((await get(URL, 'All Data User')).statusCode).toBe(403);
    });
  });
});
