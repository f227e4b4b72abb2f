import { useTestApi } from '../../../core/api/testing/apiFixture';
import type { Database } from '../../../core/database/openDatabase';
import { DRIVERS } from '../../../core/database/testing/testDatabases';

jest.setTimeout(60_000);

const BASE = '/api/get-display-facility';
const AF = 1.98347;
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Three facilities beside the map fixture: a reservoir with an inlet and outlet gage, a recharge
 * inlet and two wells, with readings small enough to check by hand.
 */
async function insertFacilityFixture(db: Database) {
  const sql = (text: string) => db.pool.query(text);
  await sql("INSERT INTO units (unit_desc) VALUES ('ft'), ('af'), ('%'), ('gpm')");
  const unit = (desc: string) => `(SELECT unit_ndx FROM units WHERE unit_desc = '${desc}')`;
  await sql(
    `INSERT INTO parameters VALUES
       (1539, 'Water Level', 'water_level_ft', ${unit('ft')}, NULL),
       (1540, 'Storage', 'storage_af', ${unit('af')}, NULL),
       (1541, 'Percent Full', 'pct_full', ${unit('%')}, NULL),
       (1542, 'Pumping Rate', 'pumping_rate_gpm', ${unit('gpm')}, NULL)`,
  );
  await sql(
    "INSERT INTO facility_types (facility_type_ndx, facility_type_desc) VALUES (1, 'Storage'), (2, 'Recharge'), (4, 'Wells')",
  );
  await sql(
    `INSERT INTO facilities (facility_ndx, facility, facility_name, facility_type_ndx) VALUES
       (37, 'LBR', 'Lupton Bottoms Storage', 1), (41, 'SHRP', 'Sand Hill Recharge', 2),
       (1778, 'FLW', 'Fort Lupton Well Field', 4)`,
  );
  await sql(
    `INSERT INTO locations (location_ndx, location_id, location_name, location_display_label,
       location_type_ndx, longitude, latitude, legend_color, display_order) VALUES
       (201, 'LBR-IN', 'Reservoir Inlet', 'LBR-IN', 1, -104.8, 40.1, '#1F77B4', 1),
       (202, 'LBR', 'Reservoir', 'LBR', 1, -104.8, 40.1, '#2CA02C', 2),
       (203, 'LBR-OUT', 'Reservoir Outlet', 'LBR-OUT', 1, -104.8, 40.1, '#17BECF', 3),
       (206, 'SHRP-IN', 'Recharge Inlet', 'SHRP-IN', 1, -104.8, 40.1, '#D62728', 4),
       (211, 'FLW-1', 'Well 1', 'FLW-1', 2, -104.8, 40.1, '#8E44AD', 5),
       (212, 'FLW-2', 'Well 2', 'FLW-2', 2, -104.8, 40.1, '#8E44AD', 6)`,
  );
  await sql(
    `INSERT INTO facility_locations VALUES
       (37, 201), (37, 202), (37, 203), (41, 206), (1778, 211), (1778, 212)`,
  );
  await sql(
    `INSERT INTO location_parameters VALUES
       (201, 67), (202, 1539), (202, 1540), (202, 1541), (203, 67), (206, 67),
       (211, 1539), (211, 1542), (212, 1539), (212, 1542)`,
  );
  const readings = (location: number, parameter: number, count: number, value: string) =>
    sql(
      `INSERT INTO timeseries_15min (location_ndx, parameter_ndx, collect_timestamp, result_value)
       SELECT ${location}, ${parameter}, '2026-07-15T00:00:00Z'::timestamptz + n * interval '15 minutes', ${value}
         FROM generate_series(0, ${count - 1}) AS n`,
    );
  // Inlet flow 0, 1, ... 19 cfs; the outlet only five readings; reservoir level 4950 + n ft.
  await readings(201, 67, 20, 'n');
  await readings(203, 67, 5, '50 + n');
  await readings(202, 1539, 20, '4950 + n');
  // Storage and percent full: the newest pair is 3000 af at 75 %, so 1000 af remain.
  await readings(202, 1540, 2, 'CASE n WHEN 1 THEN 3000 ELSE 2900 END');
  await readings(202, 1541, 2, 'CASE n WHEN 1 THEN 75 ELSE 72.5 END');
  await readings(206, 67, 3, '10.5 + n');
  await readings(211, 1539, 2, '20 + n / 2.0');
  await readings(211, 1542, 2, '800');
  await readings(212, 1539, 1, '31.25');
  // Well 2 was pumping and has stopped: its current rate is the newest, 0.
  await readings(212, 1542, 2, 'CASE n WHEN 1 THEN 0 ELSE 900 END');

  const days = (location: number, first: string, count: number, value: number) =>
    sql(
      `INSERT INTO timeseries_daily (location_ndx, parameter_ndx, collect_date, result_value)
       SELECT ${location}, 67, '${first}'::date + n, ${value} FROM generate_series(0, ${count - 1}) AS n`,
    );
  // Water year 2026 (April 2026 to March 2027): April at 10 cfs, May at 2, July at 1 all month.
  await days(201, '2026-04-01', 30, 10);
  await days(201, '2026-05-01', 31, 2);
  await days(201, '2026-07-01', 31, 1);
  // Water year 2025: April at 4 cfs, July at 1, and a big March 31 2026 that belongs to it.
  await days(201, '2025-04-01', 30, 4);
  await days(201, '2025-07-01', 31, 1);
  await days(201, '2026-03-31', 1, 1000);
  // Water year 2020 is older than the five water years compared from 2025 on.
  await days(201, '2020-05-01', 1, 100);
}

describe.each(DRIVERS)('facility display widgets on %s', (driver) => {
  const api = useTestApi(driver, insertFacilityFixture);

  const get = async (url: string) => {
    const response = await api.app.inject({ method: 'GET', url: `${BASE}/${url}` });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  describe('lastfew', () => {
    it('answers the 12 newest flow readings per flow location of a storage facility', async () => {
      const rows = await get('lastfew/37');
      expect(rows).toHaveLength(12 + 5);
      expect(rows[0]).toEqual({
        collect_timestamp: '2026-07-15T04:45:00.000Z',
        result_value: 19,
        location_ndx: 201,
        unit_desc: 'cfs',
        graph_series_color: '#1F77B4',
        location_id: 'LBR-IN',
      });
      expect(rows.slice(0, 12).map((row: { result_value: number }) => row.result_value)).toEqual([
        19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8,
      ]);
      expect(rows.slice(12).map((row: { location_id: string }) => row.location_id)).toEqual(
        Array(5).fill('LBR-OUT'),
      );
    });

    it('answers water levels for a well field, which records no flow', async () => {
      const rows = await get('lastfew/1778');
      expect(
        rows.map((row: Record<string, unknown>) => [
          row.location_id,
          row.result_value,
          row.unit_desc,
        ]),
      ).toEqual([
        ['FLW-1', 20.5, 'ft'],
        ['FLW-1', 20, 'ft'],
        ['FLW-2', 31.25, 'ft'],
      ]);
    });
  });

  describe('monthly', () => {
    it('answers acre-feet per local month of the current water year', async () => {
      const rows = await get('monthly/37?asOf=2026-07-15');
      expect(rows).toEqual([
        {
          collect_month: 4,
          collect_year: 2026,
          ytd_flow_af: 595.04, // 30 days × 10 cfs × 1.98347
          location_ndx: 201,
          unit_desc: 'af',
          graph_series_color: '#1F77B4',
          location_id: 'LBR-IN',
        },
        expect.objectContaining({
          collect_month: 5,
          collect_year: 2026,
          ytd_flow_af: round2(62 * AF),
        }),
        // July only up to the 15th.
        expect.objectContaining({
          collect_month: 7,
          collect_year: 2026,
          ytd_flow_af: round2(15 * AF),
        }),
      ]);
    });

    it('counts March in the water year that began the April before', async () => {
      expect(await get('monthly/37?asOf=2026-04-01')).toEqual([
        expect.objectContaining({
          collect_month: 4,
          collect_year: 2026,
          ytd_flow_af: round2(10 * AF),
        }),
      ]);
      const march = await get('monthly/37?asOf=2026-03-31');
      expect(
        march.map((row: Record<string, number>) => [row.collect_year, row.collect_month]),
      ).toEqual([
        [2025, 4],
        [2025, 7],
        [2026, 3],
      ]);
      expect(march[2].ytd_flow_af).toBe(1983.47);
    });

    it('answers no months for a facility without flow', async () => {
      expect(await get('monthly/1778?asOf=2026-07-15')).toEqual([]);
    });
  });

  describe('ytd', () => {
    it('compares the water year to date with the same stretch of earlier water years', async () => {
      expect(await get('ytd/37?asOf=2026-07-15')).toEqual([
        {
          year: 2025,
          collect_month: 7,
          collect_year: 2025,
          ytd_flow_af: round2((30 * 4 + 15) * AF), // not the later July days nor March 2026
          location_ndx: 201,
          unit_desc: 'af',
          graph_series_color: '#1F77B4',
          location_id: 'LBR-IN',
        },
        expect.objectContaining({ year: 2026, collect_year: 2026, ytd_flow_af: round2(377 * AF) }),
      ]);
    });

    it('puts March 31 at the end of the water year before', async () => {
      const rows = await get('ytd/37?asOf=2026-03-31');
      expect(rows).toEqual([
        expect.objectContaining({
          year: 2025,
          collect_month: 3,
          collect_year: 2026,
          ytd_flow_af: round2((120 + 31 + 1000) * AF),
        }),
      ]);
    });

    it('compares only the five latest water years, each to the same month and day', async () => {
      const years = async (asOf: string) =>
        (await get(`ytd/37?asOf=${asOf}`)).map((row: { year: number }) => row.year);
      expect(await years('2025-05-01')).toEqual([2025]);
      expect(await years('2024-05-01')).toEqual([2020]);
      expect(await years('2024-04-30')).toEqual([]);
    });

    it('defaults to today', async () => {
      const response = await api.app.inject({ method: 'GET', url: `${BASE}/ytd/37` });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('pctfull', () => {
    it('answers the latest storage, percent full and what remains to fill', async () => {
      expect(await get('pctfull/37')).toEqual([
        { location_id: 'LBR', pct_full: 75, curr_af: 3000, remaining_af: 1000 },
      ]);
      expect(await get('pctfull/41')).toEqual([]);
    });
  });

  describe('district-wide well and storage figures', () => {
    it('totals current pumping, storage and recharge flow', async () => {
      expect(await get('eccv-current-totals')).toEqual([
        { metric: 'Total Pumping Rate (gpm)', value: 800 },
        { metric: 'Total Storage (af)', value: 3000 },
        { metric: 'Total Recharge Flow (cfs)', value: 12.5 },
      ]);
    });

    it("answers each well's current level and pumping rate", async () => {
      expect(await get('eccv-current-values-by-well/graph')).toEqual([
        { location_id: 'FLW-1', current_level_ft: 20.5, current_gpm: 800 },
        { location_id: 'FLW-2', current_level_ft: 31.25, current_gpm: 0 },
      ]);
    });

    it('answers the same values with a column per well', async () => {
      expect(await get('eccv-current-values-by-well/table')).toEqual([
        {
          metric: 'Water Level',
          location_ndx: null,
          location_id: null,
          unit_display_name: 'ft',
          'location_id_FLW-1': 20.5,
          'location_id_FLW-2': 31.25,
        },
        {
          metric: 'Pumping Rate',
          location_ndx: null,
          location_id: null,
          unit_display_name: 'gpm',
          'location_id_FLW-1': 800,
          'location_id_FLW-2': 0,
        },
      ]);
    });
  });

  describe.each(['lastfew', 'monthly', 'ytd', 'pctfull'])('%s errors', (widget) => {
    it('answers 404 for an unknown facility', async () => {
      const response = await api.app.inject({ method: 'GET', url: `${BASE}/${widget}/999` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'No facility 999.' });
    });

    it.each(['abc', '0', '1.5', '99999999999'])('rejects facility %s with 400', async (ndx) => {
      const response = await api.app.inject({ method: 'GET', url: `${BASE}/${widget}/${ndx}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'bad_request',
        message: expect.stringContaining('params.facilityNdx'),
      });
    });
  });

  it.each(['monthly', 'ytd'])('rejects a %s asOf that is not a day', async (widget) => {
    const response = await api.app.inject({
      method: 'GET',
      url: `${BASE}/${widget}/37?asOf=2026-02-30`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('querystring.asOf');
  });
});
