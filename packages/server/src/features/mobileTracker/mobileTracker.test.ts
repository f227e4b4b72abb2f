import { MOBILE_LEGEND, MOBILE_REPORTS, type MobileReportRow } from '@headgate/contracts';
import { useTestApi } from '../../core/api/testing/apiFixture';
import type { Database } from '../../core/database/openDatabase';
import { DRIVERS } from '../../core/database/testing/testDatabases';
import { getAs, type FacilityCaller } from '../facilityPages/drillDown/testing/facilityCallers';
import {
  FLOW,
  insertFacilityFixture,
  LOCATION,
  WATER_LEVEL,
} from '../facilityPages/drillDown/testing/facilityFixture';

jest.setTimeout(60_000);

const BATTERY = 1543;
const HOUR = 3_600_000;

/**
 * The facility fixture with readings relative to now: LBR-IN flows 42.5 cfs (an hour ago),
 * LBR-OUT releases nothing (0), LBR's level stopped 30 hours ago, LBR-SPARE records nothing;
 * LBR's battery reads 12.6 V. Lupton Bottoms' available flow is LBR-IN − LBR-OUT.
 */
async function insertTrackerFixture(db: Database): Promise<void> {
  await insertFacilityFixture(db);
  const sql = (text: string, values: unknown[] = []) => db.pool.query(text, values);
  await sql("INSERT INTO units (unit_desc) VALUES ('volts')");
  await sql(
    `INSERT INTO parameters VALUES
       (${BATTERY}, 'Battery', 'battery_volts', (SELECT unit_ndx FROM units WHERE unit_desc = 'volts'), NULL)`,
  );
  await sql(`INSERT INTO location_parameters VALUES (${LOCATION.reservoir}, ${BATTERY})`);
  const now = Date.now();
  const reading = (location: number, parameter: number, hoursAgo: number, value: number) =>
    sql(
      `INSERT INTO timeseries_15min (location_ndx, parameter_ndx, collect_timestamp, result_value)
       VALUES ($1, $2, $3, $4)`,
      [location, parameter, new Date(now - hoursAgo * HOUR), value],
    );
  await reading(LOCATION.in, FLOW, 1, 42.5);
  await reading(LOCATION.out, FLOW, 2, 0);
  await reading(LOCATION.reservoir, WATER_LEVEL, 30, 4961.25);
  await reading(LOCATION.reservoir, BATTERY, 1, 12.6);
  await reading(LOCATION.recharge, FLOW, 3, 1234.5);
  await sql("INSERT INTO available_flow_calcs VALUES (37, 'Inlet less outlet.')");
  await sql(
    `INSERT INTO available_flow_terms VALUES (37, ${LOCATION.in}, 1), (37, ${LOCATION.out}, -1)`,
  );
}

const cell = (rows: MobileReportRow[], row: string, column: string) =>
  rows.find((r) => r.row_name === row && r.column_name === column);

describe.each(DRIVERS)('mobile tracker on %s', (driver) => {
  const api = useTestApi(driver, insertTrackerFixture);
  const get = (report: string, caller: FacilityCaller = 'All Data User') =>
    getAs(api, `/api/display-mobile/${report}`, caller);

  it.each(MOBILE_REPORTS)('%s answers the data roles only', async (report) => {
    expect((await get(report, 'anonymous')).statusCode).toBe(401);
    for (const role of ['User', 'River Photos'] as const) {
      expect((await get(report, role)).statusCode).toBe(403);
    }
    for (const role of ['All Data User', 'Administrator', 'Developer'] as const) {
      expect((await get(report, role)).statusCode).toBe(200);
    }
  });

  it('storage: a row per location, a column per parameter, cells by the legend', async () => {
    const rows = (await get('storage')).json<MobileReportRow[]>();
    // Facility 37's locations in display order; only 37 has locations among the storage sites.
    expect([...new Set(rows.map((r) => r.row_name))]).toEqual([
      'LBR',
      'LBR-OUT',
      'LBR-IN',
      'LBR-SPARE',
    ]);
    expect([...new Set(rows.map((r) => r.column_name))]).toEqual(['Flow', 'Water Level']);
    expect(cell(rows, 'LBR-IN', 'Flow')).toMatchObject({
      result_formatted: '42.5',
      highlight_color: null,
      facility_ndx: 37,
      row_sort: 3,
      column_sort: 1,
    });
    // Not collecting: the outlet reports, and releases nothing.
    expect(cell(rows, 'LBR-OUT', 'Flow')).toMatchObject({
      result_formatted: '',
      highlight_color: null,
    });
    // Missing data: the level stopped 30 hours ago; its last value stays, in yellow.
    expect(cell(rows, 'LBR', 'Water Level')).toMatchObject({
      result_formatted: '4,961',
      highlight_color: MOBILE_LEGEND.missing.color,
    });
    // Not applicable: the reservoir has no flow gage; the spare records nothing at all.
    expect(cell(rows, 'LBR', 'Flow')?.result_formatted).toBe('-');
    expect(cell(rows, 'LBR-SPARE', 'Water Level')?.result_formatted).toBe('-');
    // The battery has a table of its own.
    expect(rows.some((r) => r.column_name === 'Battery')).toBe(false);
  });

  it('recharge, wells and augmentation cover their own facility types', async () => {
    const recharge = (await get('recharge')).json<MobileReportRow[]>();
    expect(recharge).toEqual([
      expect.objectContaining({
        row_name: 'SHRP-IN',
        column_name: 'Flow',
        result_formatted: '1,235',
      }),
    ]);
    // The well field has no locations, and no augmentation type exists: empty, not an error.
    expect((await get('wells')).json()).toEqual([]);
    expect((await get('augmentation')).json()).toEqual([]);
  });

  it("batteries: latest, 7-day low and high and the last report's Denver time", async () => {
    const rows = (await get('batteries')).json<MobileReportRow[]>();
    expect(rows.map((r) => [r.column_name, r.result_formatted])).toEqual([
      ['Last (V)', '12.6'],
      ['7-Day Min (V)', '12.6'],
      ['7-Day Max (V)', '12.6'],
      ['Last Report', expect.stringMatching(/^\d{2}\/\d{2} \d{1,2}:\d{2} [AP]M$/)],
    ]);
    expect(rows.every((r) => r.row_name === 'LBR' && r.highlight_color === null)).toBe(true);
  });

  it('last reports: the stalest location of each facility, stalest facility first', async () => {
    const rows = (await get('lastreport')).json();
    expect(rows[0]).toEqual({
      facility_name: 'Lupton Bottoms Storage',
      facility_ndx: 37,
      facility_type_desc: 'Storage',
      last_report_timestamp: null,
      locations_labels: ['LBR-SPARE'],
    });
    expect(rows[1]).toMatchObject({ facility_ndx: 41, locations_labels: ['SHRP-IN'] });
  });

  it('available flow: the signed sum of the newest flows, with its formula and notes', async () => {
    for (const part of ['formulas', 'notes']) {
      expect((await get(`available-flow-calcs-${part}`)).json()).toEqual([
        {
          storage_site: 'Lupton Bottoms Storage',
          facility_ndx: 37,
          most_recent_value_cfs: 42.5,
          flow_calc_formula: 'LBR-IN − LBR-OUT',
          flow_calc_notes: 'Inlet less outlet.',
        },
      ]);
    }
  });

  it('available flow is unknown, not wrong, when a term has stopped reporting', async () => {
    await api.db.pool.query(
      `DELETE FROM timeseries_15min WHERE location_ndx = ${LOCATION.out} AND collect_timestamp > now() - interval '1 day'`,
    );
    const [site] = (await get('available-flow-calcs-formulas')).json();
    expect(site.most_recent_value_cfs).toBeNull();
  });
});
