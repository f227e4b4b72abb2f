import type { Database } from '../database/openDatabase';
import { DRIVERS, migratedDatabase } from '../database/testing/testDatabases';
import { readIntervalMeans } from './intervalMeans';
import { readDownsampled } from './readDownsampled';
import { readIntervalDownsampled } from './readIntervalDownsampled';
import {
  DAILY_ONLY,
  FLOW,
  KERSEY,
  KERSEY_FLOW,
  KERSEY_STAGE,
  STAGE,
  YEAR_END,
  YEAR_GAGE,
  YEAR_START,
  seedReadings,
} from './testing/seedReadings';

jest.setTimeout(120_000);

const HOUR_MS = 3_600_000;
const KERSEY_FLOW_SERIES = { locationNdx: KERSEY, parameterNdx: FLOW };
const KERSEY_STAGE_SERIES = { locationNdx: KERSEY, parameterNdx: STAGE };
/** A stored daily value on a day that also has 15-minute readings: the readings' mean wins. */
const STORED_ON_SPRING_FORWARD = 9999;

// Independent of the SQL under test: the calendar day in Denver as the JS Intl database sees it.
const denverDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Denver',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

function flowOfDay(day: string): number[] {
  return KERSEY_FLOW.filter((r) => denverDay.format(r.collectTimestamp) === day).map(
    (r) => r.value,
  );
}

/** Hand-computed hourly means of Kersey flow: the readings of each UTC hour from `fromIso` on. */
function hourlyFlow(fromIso: string, hours: number): [string, number][] {
  return Array.from({ length: hours }, (_, hour) => {
    const start = Date.parse(fromIso) + hour * HOUR_MS;
    const values = KERSEY_FLOW.filter(
      (r) =>
        r.collectTimestamp.getTime() >= start && r.collectTimestamp.getTime() < start + HOUR_MS,
    ).map((r) => r.value);
    return [new Date(start).toISOString(), mean(values)];
  });
}

describe.each(DRIVERS)('interval means on %s', (driver) => {
  let db: Database;
  beforeAll(async () => {
    db = await migratedDatabase(driver);
    await seedReadings(db);
    await db.pool.query(
      `INSERT INTO timeseries_daily (location_ndx, parameter_ndx, collect_date, result_value)
       VALUES (${KERSEY}, ${FLOW}, '2026-03-08', ${STORED_ON_SPRING_FORWARD})`,
    );
  });
  afterAll(() => db.close());

  const read = (
    interval: '15min' | 'hourly' | 'daily',
    start: string,
    end: string,
    series = [KERSEY_FLOW_SERIES],
  ) => readIntervalMeans(db.pool, { series, start: new Date(start), end: new Date(end), interval });

  const pairs = (rows: { collectTimestamp: Date; value: number }[]) =>
    rows.map((row) => [row.collectTimestamp.toISOString(), row.value]);

  describe('15min', () => {
    it('reads several series as stored, oldest first, each with its series', async () => {
      const rows = await read('15min', '2026-06-01T11:45:00Z', '2026-06-01T12:15:00Z', [
        KERSEY_FLOW_SERIES,
        KERSEY_STAGE_SERIES,
      ]);
      expect(rows).toEqual(
        KERSEY_STAGE.slice(1).map((r) => ({
          locationNdx: KERSEY,
          parameterNdx: STAGE,
          collectTimestamp: r.collectTimestamp,
          value: r.value,
        })),
      );
      const flow = await read('15min', '2026-03-08T07:00:00Z', '2026-03-08T08:00:00Z');
      expect(flow).toHaveLength(4);
    });
  });

  describe('hourly', () => {
    it('gives 23 hours on the spring-forward day, each the mean of its four readings', async () => {
      // Local midnight 2026-03-08 is 07:00Z (MST); the next is 06:00Z (MDT): 23 hours.
      const rows = await read('hourly', '2026-03-08T07:00:00Z', '2026-03-09T06:00:00Z');
      expect(rows).toHaveLength(23);
      const expected = hourlyFlow('2026-03-08T07:00:00Z', 23);
      rows.forEach((row, index) => {
        expect(row.collectTimestamp.toISOString()).toBe(expected[index]![0]);
        expect(row.value).toBeCloseTo(expected[index]![1], 9);
      });
    });

    it('keeps the repeated 1 a.m. of the fall-back day as two hours (25 in the day)', async () => {
      const rows = await read('hourly', '2026-11-01T06:00:00Z', '2026-11-02T07:00:00Z');
      expect(rows).toHaveLength(25);
      const times = rows.map((row) => row.collectTimestamp.toISOString());
      // 1 a.m. MDT and 1 a.m. MST.
      expect(times.slice(1, 3)).toEqual(['2026-11-01T07:00:00.000Z', '2026-11-01T08:00:00.000Z']);
      const expected = hourlyFlow('2026-11-01T06:00:00Z', 25);
      rows.forEach((row, index) => expect(row.value).toBeCloseTo(expected[index]![1], 9));
    });

    it('takes every hour the window touches whole', async () => {
      const rows = await read('hourly', '2026-03-08T07:20:00Z', '2026-03-08T08:05:00Z');
      expect(pairs(rows)).toEqual(
        hourlyFlow('2026-03-08T07:00:00Z', 2).map(([at, value]) => [at, expect.closeTo(value, 9)]),
      );
    });
  });

  describe('daily', () => {
    it('means exactly the local day on both daylight-saving changes, stamped at local midnight', async () => {
      const spring = await read('daily', '2026-03-07T12:00:00-07:00', '2026-03-09T12:00:00-06:00');
      expect(spring.map((row) => row.collectTimestamp.toISOString())).toEqual([
        '2026-03-07T07:00:00.000Z',
        '2026-03-08T07:00:00.000Z',
        '2026-03-09T06:00:00.000Z',
      ]);
      expect(flowOfDay('2026-03-08')).toHaveLength(92);
      ['2026-03-07', '2026-03-08', '2026-03-09'].forEach((day, index) =>
        expect(spring[index]!.value).toBeCloseTo(mean(flowOfDay(day)), 9),
      );

      const fall = await read('daily', '2026-11-01T00:00:00-06:00', '2026-11-02T00:00:00-07:00');
      expect(flowOfDay('2026-11-01')).toHaveLength(100);
      expect(pairs(fall)).toEqual([
        ['2026-11-01T06:00:00.000Z', expect.closeTo(mean(flowOfDay('2026-11-01')), 9)],
      ]);
    });

    it('falls back to the stored daily value on days without 15-minute readings', async () => {
      const rows = await read('daily', '2025-01-01T07:00:00Z', '2025-01-04T07:00:00Z', [
        { locationNdx: DAILY_ONLY, parameterNdx: FLOW },
        { locationNdx: DAILY_ONLY, parameterNdx: STAGE },
      ]);
      expect(rows).toEqual([
        {
          locationNdx: DAILY_ONLY,
          parameterNdx: FLOW,
          collectTimestamp: new Date('2025-01-01T07:00:00Z'),
          value: 10,
        },
        expect.objectContaining({ parameterNdx: FLOW, value: 11 }),
        expect.objectContaining({
          parameterNdx: STAGE,
          collectTimestamp: new Date('2025-01-03T07:00:00Z'),
          value: 1.5,
        }),
      ]);
      const withReadings = await read(
        'daily',
        '2026-03-08T00:00:00-07:00',
        '2026-03-08T12:00:00-06:00',
      );
      expect(withReadings).toHaveLength(1);
      expect(withReadings[0]!.value).not.toBe(STORED_ON_SPRING_FORWARD);
    });
  });

  it('answers nothing for no series or an empty window', async () => {
    expect(await read('daily', '2026-03-08T07:00:00Z', '2026-03-09T07:00:00Z', [])).toEqual([]);
    expect(await read('hourly', '2026-04-01T00:00:00Z', '2026-04-02T00:00:00Z')).toEqual([]);
  });

  it('rejects an unknown interval, a backwards window and a non-integer id', async () => {
    await expect(
      read('weekly' as 'daily', '2026-03-08T07:00:00Z', '2026-03-09T07:00:00Z'),
    ).rejects.toThrow(/interval must be one of 15min, hourly, daily/);
    await expect(read('daily', '2026-03-09T07:00:00Z', '2026-03-08T07:00:00Z')).rejects.toThrow(
      RangeError,
    );
    await expect(
      read('15min', '2026-03-08T07:00:00Z', '2026-03-09T07:00:00Z', [
        { locationNdx: 1.5, parameterNdx: FLOW },
      ]),
    ).rejects.toThrow(/series\[0\]\.locationNdx must be an integer id/);
  });

  describe('readIntervalDownsampled', () => {
    const year = { locationNdx: YEAR_GAGE, parameterNdx: FLOW, start: YEAR_START, end: YEAR_END };

    it('caps a year of hourly means and keeps its highest and lowest hour', async () => {
      const hours = await readIntervalMeans(db.pool, {
        series: [year],
        start: YEAR_START,
        end: YEAR_END,
        interval: 'hourly',
      });
      expect(hours).toHaveLength(365 * 24);
      const points = await readIntervalDownsampled(db.pool, {
        ...year,
        interval: 'hourly',
        maxPoints: 2000,
      });
      expect(points.length).toBeLessThanOrEqual(2000);
      const values = points.map((point) => point.value);
      expect(Math.max(...values)).toBe(Math.max(...hours.map((hour) => hour.value)));
      expect(Math.min(...values)).toBe(Math.min(...hours.map((hour) => hour.value)));
      const times = points.map((point) => point.collectTimestamp.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
    });

    it('returns a year of daily means whole and reads 15 minutes through readDownsampled', async () => {
      const days = await readIntervalDownsampled(db.pool, {
        ...year,
        interval: 'daily',
        maxPoints: 2000,
      });
      expect(days).toHaveLength(366); // local days touched by a UTC year: Dec 31 to Dec 31
      expect(
        await readIntervalDownsampled(db.pool, { ...year, interval: '15min', maxPoints: 500 }),
      ).toEqual(await readDownsampled(db.pool, { ...year, maxPoints: 500 }));
    });
  });
});
