import type { Database } from '../database/openDatabase';
import { DRIVERS, migratedDatabase } from '../database/testing/testDatabases';
import { dailyAggregate } from './dailyAggregate';
import { latestValues } from './latestValues';
import { newestReadingSql, oldestReadingSql, type SeriesProbe } from './newestReading';
import { readBucketExtremes } from './readBucketExtremes';
import { readDownsampled } from './readDownsampled';
import { readWindow } from './readWindow';
import { reportingSummary } from './reportingSummary';
import { streamWindow } from './streamWindow';
import type { Reading } from './seriesWindow';
import {
  DAILY_ONLY,
  FLOW,
  KERSEY,
  KERSEY_FLOW,
  KERSEY_STAGE,
  SILENT,
  STAGE,
  YEAR_DIP,
  YEAR_END,
  YEAR_FLOW,
  YEAR_GAGE,
  YEAR_READINGS,
  YEAR_SPIKE,
  YEAR_START,
  seedReadings,
  type SeededReading,
} from './testing/seedReadings';

jest.setTimeout(120_000);

const KERSEY_FLOW_WINDOW = { locationNdx: KERSEY, parameterNdx: FLOW };
const YEAR_WINDOW = {
  locationNdx: YEAR_GAGE,
  parameterNdx: FLOW,
  start: YEAR_START,
  end: YEAR_END,
};

// Independent of the SQL under test: the calendar day in Denver as the JS Intl database sees it.
const denverDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Denver',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

function readingsOfDay(day: string): number[] {
  return KERSEY_FLOW.filter((r) => denverDay.format(r.collectTimestamp) === day).map(
    (r) => r.value,
  );
}

/** A node of `EXPLAIN (FORMAT JSON)`'s plan. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

function asReading(seeded: SeededReading): Reading {
  return { collectTimestamp: seeded.collectTimestamp, value: seeded.value };
}

describe.each(DRIVERS)('time series on %s', (driver) => {
  let db: Database;
  beforeAll(async () => {
    db = await migratedDatabase(driver);
    await seedReadings(db);
  });
  afterAll(() => db.close());

  describe('readWindow', () => {
    it('includes the start, excludes the end, oldest first', async () => {
      const rows = await readWindow(db.pool, {
        ...KERSEY_FLOW_WINDOW,
        start: new Date('2026-03-08T07:00:00Z'),
        end: new Date('2026-03-08T08:00:00Z'),
      });
      expect(rows.map((row) => row.collectTimestamp.toISOString())).toEqual([
        '2026-03-08T07:00:00.000Z',
        '2026-03-08T07:15:00.000Z',
        '2026-03-08T07:30:00.000Z',
        '2026-03-08T07:45:00.000Z',
      ]);
      const expected = KERSEY_FLOW.filter(
        (r) =>
          r.collectTimestamp >= new Date('2026-03-08T07:00:00Z') &&
          r.collectTimestamp < new Date('2026-03-08T08:00:00Z'),
      ).map(asReading);
      expect(rows).toEqual(expected);
    });

    it('reads only the asked series, and nothing from an empty window', async () => {
      const stage = await readWindow(db.pool, {
        locationNdx: KERSEY,
        parameterNdx: STAGE,
        start: new Date('2026-01-01T00:00:00Z'),
        end: new Date('2027-01-01T00:00:00Z'),
      });
      expect(stage).toEqual(KERSEY_STAGE.map(asReading));
      expect(
        await readWindow(db.pool, {
          ...KERSEY_FLOW_WINDOW,
          start: new Date('2026-04-01T00:00:00Z'),
          end: new Date('2026-05-01T00:00:00Z'),
        }),
      ).toEqual([]);
    });

    it('rejects a backwards window, a bad date and a non-integer id', async () => {
      const start = new Date('2026-03-08T07:00:00Z');
      await expect(
        readWindow(db.pool, { ...KERSEY_FLOW_WINDOW, start, end: start }),
      ).rejects.toThrow(
        new RangeError(
          'start (2026-03-08T07:00:00.000Z) must be before end (2026-03-08T07:00:00.000Z)',
        ),
      );
      await expect(
        readWindow(db.pool, { ...KERSEY_FLOW_WINDOW, start, end: new Date('nonsense') }),
      ).rejects.toThrow(RangeError);
      await expect(
        readWindow(db.pool, { locationNdx: 1.5, parameterNdx: FLOW, start, end: YEAR_END }),
      ).rejects.toThrow(/locationNdx must be an integer id/);
    });
  });

  describe('dailyAggregate', () => {
    it('counts 92 readings on the spring-forward day and 96 on its neighbours', async () => {
      const days = await dailyAggregate(db.pool, {
        ...KERSEY_FLOW_WINDOW,
        start: '2026-03-07',
        end: '2026-03-10',
        statistic: 'mean',
      });
      expect(days.map(({ day, count }) => [day, count])).toEqual([
        ['2026-03-07', 96],
        ['2026-03-08', 92],
        ['2026-03-09', 96],
      ]);
    });

    it('counts 100 readings on the fall-back day', async () => {
      const days = await dailyAggregate(db.pool, {
        ...KERSEY_FLOW_WINDOW,
        start: '2026-10-31',
        end: '2026-11-02',
        statistic: 'sum',
      });
      expect(days.map(({ day, count }) => [day, count])).toEqual([
        ['2026-10-31', 96],
        ['2026-11-01', 100],
      ]);
    });

    it.each([
      ['mean', (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length],
      ['min', (values: number[]) => Math.min(...values)],
      ['max', (values: number[]) => Math.max(...values)],
      ['sum', (values: number[]) => values.reduce((a, b) => a + b, 0)],
    ] as const)('takes the %s over exactly the local day', async (statistic, expected) => {
      for (const day of ['2026-03-08', '2026-11-01']) {
        const next = day === '2026-03-08' ? '2026-03-09' : '2026-11-02';
        const [row, ...rest] = await dailyAggregate(db.pool, {
          ...KERSEY_FLOW_WINDOW,
          start: day,
          end: next,
          statistic,
        });
        expect(rest).toEqual([]);
        expect(row?.day).toBe(day);
        expect(row?.value).toBeCloseTo(expected(readingsOfDay(day)), 6);
      }
    });

    it('rejects a day that does not exist, a backwards range and an unknown statistic', async () => {
      const query = {
        ...KERSEY_FLOW_WINDOW,
        start: '2026-03-07',
        end: '2026-03-10',
        statistic: 'mean' as const,
      };
      await expect(dailyAggregate(db.pool, { ...query, end: '2026-02-30' })).rejects.toThrow(
        new RangeError('end must be a calendar day written YYYY-MM-DD, got 2026-02-30'),
      );
      await expect(dailyAggregate(db.pool, { ...query, start: '2026-03-10' })).rejects.toThrow(
        RangeError,
      );
      await expect(
        dailyAggregate(db.pool, { ...query, statistic: 'median' as unknown as 'mean' }),
      ).rejects.toThrow(/statistic must be one of mean, min, max, sum/);
    });
  });

  describe('readDownsampled', () => {
    const spike = YEAR_FLOW[YEAR_SPIKE.index]!;
    const dip = YEAR_FLOW[YEAR_DIP.index]!;

    it('pre-reduces a year in SQL to per-bucket extremes', async () => {
      const rows = await readBucketExtremes(db.pool, { ...YEAR_WINDOW, buckets: 200 });
      expect(rows.length).toBeLessThanOrEqual(2 * 200 + 2);
      expect(rows.length).toBeGreaterThan(200);
      expect(rows).toContainEqual(asReading(spike));
      expect(rows).toContainEqual(asReading(dip));
      expect(rows[0]).toEqual(asReading(YEAR_FLOW[0]!));
      expect(rows[rows.length - 1]).toEqual(asReading(YEAR_FLOW[YEAR_READINGS - 1]!));
    });

    it('caps a year of readings and keeps its ends and peaks', async () => {
      for (const maxPoints of [4, 50, 200, 1000]) {
        const rows = await readDownsampled(db.pool, { ...YEAR_WINDOW, maxPoints });
        expect(rows.length).toBeLessThanOrEqual(maxPoints);
        expect(rows.length).toBeGreaterThanOrEqual(Math.min(maxPoints, 4));
        expect(rows).toContainEqual(asReading(spike));
        expect(rows).toContainEqual(asReading(dip));
        expect(rows[0]).toEqual(asReading(YEAR_FLOW[0]!));
        expect(rows[rows.length - 1]).toEqual(asReading(YEAR_FLOW[YEAR_READINGS - 1]!));
        const times = rows.map((row) => row.collectTimestamp.getTime());
        expect(times).toEqual([...times].sort((a, b) => a - b));
      }
    });

    it('returns a short window whole', async () => {
      const window = {
        ...KERSEY_FLOW_WINDOW,
        start: new Date('2026-03-01T00:00:00Z'),
        end: new Date('2026-03-09T00:00:00Z'),
      };
      // 164 readings crowded into the last 41 hours: most hour-long buckets hold four readings.
      const raw = await readWindow(db.pool, window);
      expect(raw).toHaveLength(164);
      expect(await readDownsampled(db.pool, { ...window, maxPoints: 200 })).toEqual(raw);
    });

    it('rejects a cap below 2', async () => {
      await expect(readDownsampled(db.pool, { ...YEAR_WINDOW, maxPoints: 1 })).rejects.toThrow(
        new RangeError('maxPoints must be an integer of at least 2, got 1'),
      );
    });
  });

  describe('latestValues', () => {
    const kerseyFlowLast = KERSEY_FLOW[KERSEY_FLOW.length - 1]!;
    const kerseyStageLast = KERSEY_STAGE[KERSEY_STAGE.length - 1]!;
    const yearLast = YEAR_FLOW[YEAR_READINGS - 1]!;

    it('gives the newest reading of every series', async () => {
      expect(await latestValues(db.pool)).toEqual([kerseyFlowLast, kerseyStageLast, yearLast]);
    });

    it('keeps to the asked locations', async () => {
      expect(await latestValues(db.pool, { locationNdxs: [YEAR_GAGE, SILENT] })).toEqual([
        yearLast,
      ]);
      expect(await latestValues(db.pool, { locationNdxs: [DAILY_ONLY] })).toEqual([]);
      expect(await latestValues(db.pool, { locationNdxs: [] })).toEqual([]);
    });

    it('rejects a non-integer location id', async () => {
      await expect(latestValues(db.pool, { locationNdxs: [1, 2.5] })).rejects.toThrow(
        new RangeError('locationNdxs[1] must be an integer id, got 2.5'),
      );
    });
  });

  describe('reportingSummary', () => {
    it('gives every location its last report and period of record over both tables', async () => {
      expect(await reportingSummary(db.pool)).toEqual([
        {
          locationNdx: KERSEY,
          lastReport: new Date('2026-11-02T06:45:00Z'),
          // The daily record starts at local midnight of 2020-01-01 (MST, UTC-7).
          periodOfRecord: {
            start: new Date('2020-01-01T07:00:00Z'),
            end: new Date('2026-11-02T06:45:00Z'),
          },
        },
        {
          locationNdx: DAILY_ONLY,
          lastReport: null,
          periodOfRecord: {
            start: new Date('2025-01-01T07:00:00Z'),
            end: new Date('2025-01-03T07:00:00Z'),
          },
        },
        { locationNdx: SILENT, lastReport: null, periodOfRecord: null },
        {
          locationNdx: YEAR_GAGE,
          lastReport: new Date('2025-12-31T23:45:00Z'),
          periodOfRecord: { start: YEAR_START, end: new Date('2025-12-31T23:45:00Z') },
        },
      ]);
    });

    it('keeps to the asked locations', async () => {
      expect(await reportingSummary(db.pool, { locationNdxs: [SILENT] })).toEqual([
        { locationNdx: SILENT, lastReport: null, periodOfRecord: null },
      ]);
    });
  });

  describe('newestReadingSql', () => {
    const yearGage: SeriesProbe = {
      location: 's.location_ndx',
      parameter: 's.parameter_ndx',
      columns: ['collect_timestamp', 'result_value'],
    };
    /** The probe's rows for the year gage's flow, named by an enclosing query as callers do. */
    const probed = async (sql: string, values: unknown[] = []) =>
      (
        await db.pool.query(
          `SELECT r.* FROM (VALUES (${YEAR_GAGE}, ${FLOW})) s (location_ndx, parameter_ndx)
           CROSS JOIN LATERAL (${sql}) r`,
          values,
        )
      ).rows;
    const asRow = (seeded: SeededReading) => ({
      collect_timestamp: seeded.collectTimestamp,
      result_value: seeded.value,
    });

    it('answers a series’ newest readings first, or the newest up to an instant', async () => {
      expect(await probed(newestReadingSql({ ...yearGage, count: 3 }))).toEqual(
        YEAR_FLOW.slice(-3).reverse().map(asRow),
      );
      const asOf = YEAR_FLOW[100]!.collectTimestamp;
      expect(await probed(newestReadingSql({ ...yearGage, atOrBefore: '$1' }), [asOf])).toEqual([
        asRow(YEAR_FLOW[100]!),
      ]);
      expect(await probed(oldestReadingSql({ ...yearGage, count: '$1' }), [2])).toEqual(
        YEAR_FLOW.slice(0, 2).map(asRow),
      );
    });

    it('reads only the reading it answers, walking the primary key backwards', async () => {
      const { rows } = await db.pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `EXPLAIN (ANALYZE, FORMAT JSON)
         SELECT r.* FROM (VALUES (${YEAR_GAGE}, ${FLOW})) s (location_ndx, parameter_ndx)
         CROSS JOIN LATERAL (${newestReadingSql(yearGage)}) r`,
      );
      const scans = planNodes(rows[0]!['QUERY PLAN'][0].Plan).filter(
        (node) => node['Relation Name'] === 'timeseries_15min',
      );
      expect(scans).toEqual([
        expect.objectContaining({
          'Node Type': 'Index Scan',
          'Index Name': 'timeseries_15min_pkey',
          'Scan Direction': 'Backward',
          'Actual Rows': 1,
        }),
      ]);
    });
  });

  describe('streamWindow', () => {
    it('streams a year in bounded batches, in order, without losing a reading', async () => {
      const sizes: number[] = [];
      let previous = -Infinity;
      let count = 0;
      let checksum = 0;
      for await (const batch of streamWindow(db.pool, { ...YEAR_WINDOW, batchSize: 10_000 })) {
        sizes.push(batch.length);
        for (const row of batch) {
          expect(row.collectTimestamp.getTime()).toBeGreaterThan(previous);
          previous = row.collectTimestamp.getTime();
          checksum += row.value;
          count++;
        }
      }
      expect(sizes).toEqual([10_000, 10_000, 10_000, 5_040]);
      expect(count).toBe(YEAR_READINGS);
      expect(checksum).toBeCloseTo(
        YEAR_FLOW.reduce((sum, r) => sum + r.value, 0),
        3,
      );
    });

    it('matches readWindow and gives the connection back when the loop breaks', async () => {
      const window = {
        ...KERSEY_FLOW_WINDOW,
        start: new Date('2026-03-07T00:00:00Z'),
        end: new Date('2026-12-01T00:00:00Z'),
      };
      const batches: Reading[][] = [];
      for await (const batch of streamWindow(db.pool, { ...window, batchSize: 100 })) {
        batches.push(batch);
      }
      expect(batches.map((batch) => batch.length)).toEqual([100, 100, 100, 100, 80]);
      expect(batches.flat()).toEqual(await readWindow(db.pool, window));

      for await (const batch of streamWindow(db.pool, { ...window, batchSize: 7 })) {
        expect(batch).toHaveLength(7);
        break;
      }
      // PGlite has one connection: this would hang if the broken-off stream still held it.
      expect((await db.pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    });

    it('rejects a bad window or batch size before touching the database', () => {
      expect(() =>
        streamWindow(db.pool, { ...YEAR_WINDOW, start: YEAR_END, end: YEAR_START }),
      ).toThrow(RangeError);
      expect(() => streamWindow(db.pool, { ...YEAR_WINDOW, batchSize: 0 })).toThrow(
        /batchSize must be a positive integer/,
      );
    });
  });
});
