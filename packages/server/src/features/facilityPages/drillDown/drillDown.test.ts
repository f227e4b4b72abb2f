import { DRILL_DOWN_GRAPH_MAX_POINTS } from '@headgate/contracts';
import { expectBadRequest, useTestApi } from '../../../core/api/testing/apiFixture';
import { DRIVERS } from '../../../core/database/testing/testDatabases';
import { getAs, type FacilityCaller } from './testing/facilityCallers';
import {
  FLOW,
  insertFacilityFixture,
  LONG_READINGS,
  LONG_SPIKE,
  LONG_START,
  WATER_LEVEL,
} from './testing/facilityFixture';

jest.setTimeout(60_000);

const DISPLAY = '/api/get-display-facility';
const QUARTER_HOUR_MS = 15 * 60_000;
/** Local midnight 2026-03-07 (MST) to local midnight 2026-03-10 (MDT): three whole local days. */
const SPRING_DAYS = '2026-03-07T00:00:00-07:00/2026-03-10T00:00:00-06:00';
/** The spring-forward day alone: 23 hours. */
const SPRING_FORWARD = '2026-03-08T00:00:00-07:00/2026-03-09T00:00:00-06:00';
const LONG_WINDOW = `${LONG_START}/${new Date(Date.parse(LONG_START) + LONG_READINGS * QUARTER_HOUR_MS).toISOString()}`;

/** Every location column of facility 37, null unless given. */
const columns = (values: Partial<Record<'LBR' | 'LBR-OUT' | 'LBR-IN' | 'LBR-SPARE', number>>) => ({
  location_id_LBR: values.LBR ?? null,
  'location_id_LBR-OUT': values['LBR-OUT'] ?? null,
  'location_id_LBR-IN': values['LBR-IN'] ?? null,
  'location_id_LBR-SPARE': values['LBR-SPARE'] ?? null,
});
const flowRow = { parameter_ndx: FLOW, parameter_name: 'Flow', units: 'cfs' };
const levelRow = { parameter_ndx: WATER_LEVEL, parameter_name: 'Water Level', units: 'ft' };

/** The local hours of the spring-forward day as the table writes them: no 2 a.m. */
const SPRING_FORWARD_HOURS = [
  '2026-03-08T00:00:00-07:00',
  '2026-03-08T01:00:00-07:00',
  ...Array.from(
    { length: 21 },
    (_, index) => `2026-03-08T${String(index + 3).padStart(2, '0')}:00:00-06:00`,
  ),
];

describe.each(DRIVERS)('facility drill-down on %s', (driver) => {
  const api = useTestApi(driver, insertFacilityFixture);
  const get = (url: string, caller: FacilityCaller = 'Administrator') => getAs(api, url, caller);
  const ok = async (url: string, caller: FacilityCaller = 'Administrator') => {
    const response = await get(url, caller);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  describe('parameters and locations', () => {
    it("lists the parameters recorded at the facility's locations, by name", async () => {
      expect(await ok('/api/list-parameters/37')).toEqual([
        { parameter_ndx: FLOW, parameter_name: 'Flow', units: 'cfs' },
        { parameter_ndx: WATER_LEVEL, parameter_name: 'Water Level', units: 'ft' },
      ]);
      expect(await ok('/api/list-parameters/1778')).toEqual([]);
    });

    it("lists the facility's locations in display order", async () => {
      const locations = await ok('/api/list-locations/37');
      expect(locations.map((location: { location_id: string }) => location.location_id)).toEqual([
        'LBR',
        'LBR-OUT',
        'LBR-IN',
        'LBR-SPARE',
      ]);
      expect(locations[0]).toEqual({
        location_ndx: 302,
        location_id: 'LBR',
        location_name: 'Reservoir',
        legend_color: '#2CA02C',
      });
    });
  });

  describe('table', () => {
    it('reads 15 minutes as stored, newest first, a column per location, Denver time with offsets', async () => {
      const rows = await ok(
        `${DISPLAY}/table-15min/37/2026-03-08T01:30:00-07:00/2026-03-08T03:15:00-06:00`,
      );
      expect(rows).toEqual([
        {
          collect_timestamp: '2026-03-08T03:00:00-06:00',
          ...flowRow,
          ...columns({ 'LBR-IN': 104, 'LBR-OUT': 100 }),
        },
        { collect_timestamp: '2026-03-08T03:00:00-06:00', ...levelRow, ...columns({ LBR: 4952 }) },
        {
          collect_timestamp: '2026-03-08T01:45:00-07:00',
          ...flowRow,
          ...columns({ 'LBR-IN': 103, 'LBR-OUT': 103 }),
        },
        {
          collect_timestamp: '2026-03-08T01:30:00-07:00',
          ...flowRow,
          ...columns({ 'LBR-IN': 102, 'LBR-OUT': 102 }),
        },
      ]);
    });

    it('means every local hour of the spring-forward day: 23 hours, no 2 a.m.', async () => {
      const rows = await ok(`${DISPLAY}/table-hourly/37/${SPRING_FORWARD}`);
      expect(rows).toHaveLength(46);
      const flow = rows.filter((row: { parameter_ndx: number }) => row.parameter_ndx === FLOW);
      const level = rows.filter(
        (row: { parameter_ndx: number }) => row.parameter_ndx === WATER_LEVEL,
      );
      const newestFirst = [...SPRING_FORWARD_HOURS].reverse();
      // Hour h holds inlet readings 96 + 4h … 99 + 4h; the outlet's four always mean 101.5.
      expect(flow).toEqual(
        newestFirst.map((at, index) => ({
          collect_timestamp: at,
          ...flowRow,
          ...columns({ 'LBR-IN': 97.5 + 4 * (22 - index), 'LBR-OUT': 101.5 }),
        })),
      );
      expect(level).toEqual(
        newestFirst.map((at, index) => ({
          collect_timestamp: at,
          ...levelRow,
          ...columns({ LBR: 4950 + 22 - index }),
        })),
      );
      // Within a timestamp, parameters by name.
      expect(rows.slice(0, 2).map((row: { parameter_name: string }) => row.parameter_name)).toEqual(
        ['Flow', 'Water Level'],
      );
    });

    it('means every local day, the spring-forward day over its 23 hours', async () => {
      expect(await ok(`${DISPLAY}/table-daily/37/${SPRING_DAYS}`)).toEqual([
        // Readings 188 … 283, then 96 … 187 (92 of them), then 0 … 95.
        {
          collect_timestamp: '2026-03-09T00:00:00-06:00',
          ...flowRow,
          ...columns({ 'LBR-IN': 235.5 }),
        },
        {
          collect_timestamp: '2026-03-08T00:00:00-07:00',
          ...flowRow,
          ...columns({ 'LBR-IN': 141.5, 'LBR-OUT': 101.5 }),
        },
        // 4950 … 4972.
        { collect_timestamp: '2026-03-08T00:00:00-07:00', ...levelRow, ...columns({ LBR: 4961 }) },
        {
          collect_timestamp: '2026-03-07T00:00:00-07:00',
          ...flowRow,
          ...columns({ 'LBR-IN': 47.5 }),
        },
      ]);
    });

    it('answers no rows for a facility without series', async () => {
      expect(await ok(`${DISPLAY}/table-daily/1778/${SPRING_DAYS}`)).toEqual([]);
    });
  });

  describe('graph', () => {
    it('draws a line per location recording the parameter, downsampled with the peak kept', async () => {
      const series = await ok(`${DISPLAY}/graph-15min/37/${LONG_WINDOW}/${FLOW}`);
      expect(series.map((line: { location_id: string }) => line.location_id)).toEqual([
        'LBR-OUT',
        'LBR-IN',
      ]);
      const [outlet, inlet] = series;
      expect(outlet).toEqual({
        location_ndx: 303,
        location_id: 'LBR-OUT',
        location_name: 'Reservoir Outlet',
        legend_color: '#17BECF',
        parameter_name: 'Flow',
        units: 'cfs',
        points: [],
      });
      const points: [number, number][] = inlet.points;
      expect(points.length).toBeLessThanOrEqual(DRILL_DOWN_GRAPH_MAX_POINTS);
      expect(points.length).toBeGreaterThan(DRILL_DOWN_GRAPH_MAX_POINTS / 2);
      const start = Date.parse(LONG_START);
      expect(points).toContainEqual([start + LONG_SPIKE.index * QUARTER_HOUR_MS, LONG_SPIKE.value]);
      expect(points[0]![0]).toBe(start);
      expect(points[points.length - 1]![0]).toBe(start + (LONG_READINGS - 1) * QUARTER_HOUR_MS);
      const times = points.map(([t]) => t);
      expect(times).toEqual([...times].sort((a, b) => a - b));
    });

    it('caps hourly means too, keeping the spike hour', async () => {
      const [, inlet] = await ok(`${DISPLAY}/graph-hourly/37/${LONG_WINDOW}/${FLOW}`);
      const values = inlet.points.map(([, value]: [number, number]) => value);
      expect(values.length).toBeLessThanOrEqual(DRILL_DOWN_GRAPH_MAX_POINTS);
      // 90 days are 2,160 hours; the spike's hour means (900 + three readings near 50) / 4.
      expect(values.length).toBeGreaterThan(DRILL_DOWN_GRAPH_MAX_POINTS / 2);
      expect(Math.max(...values)).toBeGreaterThan(250);
    });

    it('draws daily means at local midnight', async () => {
      const series = await ok(`${DISPLAY}/graph-daily/37/${SPRING_DAYS}/${FLOW}`);
      expect(series.map((line: { points: unknown }) => line.points)).toEqual([
        [[Date.parse('2026-03-08T07:00:00Z'), 101.5]],
        [
          [Date.parse('2026-03-07T07:00:00Z'), 47.5],
          [Date.parse('2026-03-08T07:00:00Z'), 141.5],
          [Date.parse('2026-03-09T06:00:00Z'), 235.5],
        ],
      ]);
      const level = await ok(`${DISPLAY}/graph-daily/37/${SPRING_DAYS}/${WATER_LEVEL}`);
      expect(level).toEqual([
        expect.objectContaining({
          location_id: 'LBR',
          parameter_name: 'Water Level',
          units: 'ft',
          points: [[Date.parse('2026-03-08T07:00:00Z'), 4961]],
        }),
      ]);
    });

    it('answers 404 for a parameter the facility does not record', async () => {
      for (const url of [
        `${DISPLAY}/graph-daily/37/${SPRING_DAYS}/9999`,
        `${DISPLAY}/graph-daily/41/${SPRING_DAYS}/${WATER_LEVEL}`,
      ]) {
        const response = await get(url);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'not_found', message: expect.any(String) });
      }
    });
  });

  describe('bad input', () => {
    it.each([
      [`${DISPLAY}/table-weekly/37/${SPRING_DAYS}`, 'interval'],
      [`${DISPLAY}/table-15min/37/yesterday/2026-03-10T00:00:00Z`, 'start'],
      [`${DISPLAY}/table-15min/37/2026-03-08T00:00:00Z/2026-03-10`, 'end'],
      [`${DISPLAY}/table-15min/37/2026-03-10T00:00:00Z/2026-03-10T00:00:00Z`, 'start'],
      [`${DISPLAY}/table-15min/37/2026-01-01T00:00:00Z/2026-04-04T00:00:00Z`, 'start'],
      [`${DISPLAY}/table-hourly/37/2025-01-01T00:00:00Z/2026-01-03T00:00:00Z`, 'start'],
      [`${DISPLAY}/table-daily/abc/${SPRING_DAYS}`, 'facilityNdx'],
      [`${DISPLAY}/graph-daily/37/${SPRING_DAYS}/x`, 'parameterNdx'],
      [`${DISPLAY}/graph-monthly/37/${SPRING_DAYS}/${FLOW}`, 'interval'],
      ['/api/list-parameters/0', 'facilityNdx'],
      ['/api/list-locations/1.5', 'facilityNdx'],
    ])('rejects %s naming %s', async (url, field) => {
      expectBadRequest(await get(url), field);
    });

    it('accepts a daily window of years', async () => {
      await ok(`${DISPLAY}/table-daily/37/2017-01-01T00:00:00Z/2026-03-10T00:00:00Z`);
    });

    it.each([
      '/api/list-parameters/999',
      '/api/list-locations/999',
      `${DISPLAY}/table-daily/999/${SPRING_DAYS}`,
      `${DISPLAY}/graph-daily/999/${SPRING_DAYS}/${FLOW}`,
    ])('answers 404 for an unknown facility at %s, even to an anonymous caller', async (url) => {
      const response = await get(url, 'anonymous');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'No facility 999.' });
    });
  });

  describe('access', () => {
    const urls = (facility: number) => [
      `/api/list-parameters/${facility}`,
      `/api/list-locations/${facility}`,
      `${DISPLAY}/table-15min/${facility}/${SPRING_FORWARD}`,
      `${DISPLAY}/graph-15min/${facility}/${SPRING_FORWARD}/${FLOW}`,
    ];

    it.each<[FacilityCaller, number]>([
      ['anonymous', 401],
      ['River Photos', 403],
      ['User', 403],
      ['other User', 403],
      ['own User', 200],
      ['Administrator', 200],
      ['Developer', 200],
      ['All Data User', 200],
    ])('answers %s with %i', async (caller, status) => {
      for (const url of urls(37)) {
        const response = await get(url, caller);
        expect([url, response.statusCode]).toEqual([url, status]);
        if (status !== 200) {
          expect(response.json()).toEqual({
            error: status === 401 ? 'unauthorized' : 'forbidden',
            message: expect.any(String),
          });
        }
      }
    });

    it('refuses a User the facilities that do not name them', async () => {
      for (const url of urls(38)) expect((await get(url, 'own User')).statusCode).toBe(403);
      for (const url of urls(41)) expect((await get(url, 'own User')).statusCode).toBe(200);
    });
  });
});
