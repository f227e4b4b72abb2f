import { endpointUrl } from '../endpointDefinition';
import { graphCsvEndpoints } from './endpoints';
import {
  addCalendarDays,
  addCalendarMonths,
  csvExportWindow,
  graphCsvColumns,
  graphCsvDays,
  graphCsvFileName,
  graphCsvQuerySchema,
} from './graphCsv';

describe('csvExportWindow', () => {
  it('runs from the start date to one month after the end date', () => {
    expect(csvExportWindow('2026-04-01', '2026-04-10')).toEqual({
      from: '2026-04-01',
      to: '2026-05-10',
    });
  });

  it.each([
    ['2026-01-31', '2026-02-28'],
    ['2028-01-31', '2028-02-29'],
    ['2026-03-31', '2026-04-30'],
    ['2026-08-31', '2026-09-30'],
    ['2026-12-15', '2027-01-15'],
    ['2026-12-31', '2027-01-31'],
    ['2028-02-29', '2028-03-29'],
  ])('ends a window ending %s on %s (shorter months clamp to their last day)', (end, to) => {
    expect(csvExportWindow('2025-11-01', end).to).toBe(to);
  });

  it('covers one day and its month when start and end are the same day', () => {
    expect(csvExportWindow('2026-06-05', '2026-06-05')).toEqual({
      from: '2026-06-05',
      to: '2026-07-05',
    });
  });
});

describe('calendar arithmetic', () => {
  it('moves months back too, clamping', () => {
    expect(addCalendarMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addCalendarMonths('2026-05-04', -12)).toBe('2025-05-04');
  });

  it('moves days across months, years and daylight-saving changes', () => {
    expect(addCalendarDays('2026-03-01', -3)).toBe('2026-02-26');
    expect(addCalendarDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addCalendarDays('2026-03-09', -1)).toBe('2026-03-08');
  });
});

describe('graphCsvQuerySchema', () => {
  it('accepts real days, start not after end', () => {
    expect(graphCsvQuerySchema.safeParse({ start: '2026-05-01', end: '2026-05-01' }).success).toBe(
      true,
    );
    expect(graphCsvQuerySchema.safeParse({}).success).toBe(true);
  });

  it.each([
    [{ start: '2026-02-30' }],
    [{ start: '05/01/2026' }],
    [{ end: '2026-05-01T00:00:00Z' }],
    [{ start: '2026-05-02', end: '2026-05-01' }],
  ])('refuses %j', (query) => {
    expect(graphCsvQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('graphCsvDays', () => {
  it('defaults to the last 3 days up to today', () => {
    expect(graphCsvDays({}, '2026-05-04')).toEqual({ start: '2026-05-01', end: '2026-05-04' });
  });

  it('keeps given days and fills the missing one', () => {
    expect(graphCsvDays({ start: '2026-04-01' }, '2026-05-04')).toEqual({
      start: '2026-04-01',
      end: '2026-05-04',
    });
    expect(graphCsvDays({ end: '2026-04-10' }, '2026-05-04')).toEqual({
      start: '2026-04-07',
      end: '2026-04-10',
    });
    expect(graphCsvDays({ start: '2026-06-01' }, '2026-05-04')).toEqual({
      start: '2026-06-01',
      end: '2026-06-01',
    });
  });
});

describe('CSV names and paths', () => {
  it('names the columns after the row of a time series, with the kind’s value', () => {
    expect(graphCsvColumns('waterLevel')).toEqual([
      'collect_timestamp',
      'units',
      'source',
      'location_name',
      'location_id',
      'level_ft',
    ]);
  });

  it('builds the download path and a file name safe on any disk', () => {
    const days = { start: '2026-05-01', end: '2026-05-04' };
    expect(endpointUrl(graphCsvEndpoints.flow, { params: { locationNdx: 12 }, query: days })).toBe(
      '/api/graph-flow-data15-min/12/csv?start=2026-05-01&end=2026-05-04',
    );
    expect(graphCsvFileName('BRW 7/a', 'stage', { from: '2026-05-01', to: '2026-06-04' })).toBe(
      'BRW_7_a_stage_ft_2026-05-01_to_2026-06-04.csv',
    );
  });
});
