import { MOBILE_LEGEND } from '@headgate/contracts';
import { formatTrackerValue, trackerCell, type TrackerColumn } from './trackerCells';

const NOW = new Date('2026-07-04T18:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);
const flow: TrackerColumn = { label: 'Flow (cfs)', parameterNdx: 67, measuresCollection: true };
const level: TrackerColumn = { label: 'Level (ft)', parameterNdx: 1539, measuresCollection: false };
const reading = (value: number, at = hoursAgo(1)) => ({
  locationNdx: 1,
  parameterNdx: 67,
  collectTimestamp: at,
  value,
});

it('shows a current reading plainly', () => {
  expect(trackerCell(reading(12.345), flow, NOW)).toEqual({
    result_formatted: '12.35',
    highlight_color: null,
  });
});

it('marks a series with no reading for a day as missing data, keeping what it last said', () => {
  expect(trackerCell(reading(12, hoursAgo(24.5)), level, NOW)).toEqual({
    result_formatted: '12',
    highlight_color: MOBILE_LEGEND.missing.color,
  });
  expect(trackerCell(reading(12, hoursAgo(23.5)), level, NOW).highlight_color).toBeNull();
});

it('leaves a flow of 0 blank (not collecting), but not a level of 0', () => {
  expect(trackerCell(reading(0), flow, NOW).result_formatted).toBe('');
  expect(trackerCell(reading(0), level, NOW).result_formatted).toBe('0');
});

it("shows '-' where the row has no such series (not applicable)", () => {
  expect(trackerCell(undefined, flow, NOW)).toEqual({
    result_formatted: '-',
    highlight_color: null,
  });
});

it('keeps about seven characters whatever the size', () => {
  expect([1.234, 123.45, 1_566.1, 123_456.7].map(formatTrackerValue)).toEqual([
    '1.23',
    '123.5',
    '1,566',
    '123,457',
  ]);
});
