import { addCalendarDays, type CalendarDay } from '@headgate/contracts';

/** Daily means or 15-minute ("raw") readings: the comparison's two endpoints. */
export type ComparisonEndpoint = 'daily' | 'raw';

/** One y axis of the comparison: a parameter and the locations drawn for it. */
export interface ComparisonSide {
  parameter: number | null;
  locations: readonly number[];
}

/** Everything a comparison shows; all of it lives in the URL, so a link reproduces the graph. */
export interface ComparisonState {
  endpoint: ComparisonEndpoint;
  startDate: CalendarDay;
  endDate: CalendarDay;
  facilities: readonly number[];
  left: ComparisonSide;
  right: ComparisonSide;
}

/** Days back the start goes when the endpoint changes (spec §4, §9). */
export const DEFAULT_DAYS: Readonly<Record<ComparisonEndpoint, number>> = { daily: 30, raw: 3 };

/** The quick buttons and the days back they set the start to (spec §4). */
export const QUICK_RANGES = {
  '3 months': 120,
  '3 weeks': 21,
  '3 days': 3,
} as const;
export type QuickRange = keyof typeof QUICK_RANGES;

/** The comparison a first visit shows: daily, 30 days, left 67 at 2, right 1539 at 6 (spec §4). */
export function defaultComparison(today: CalendarDay): ComparisonState {
  return {
    endpoint: 'daily',
    startDate: addCalendarDays(today, -DEFAULT_DAYS.daily),
    endDate: today,
    facilities: [],
    left: { parameter: 67, locations: [2] },
    right: { parameter: 1539, locations: [6] },
  };
}

/** A new endpoint resets the start to 30 days back for daily data, 3 for raw (spec §4). */
export function withEndpoint(
  state: ComparisonState,
  endpoint: ComparisonEndpoint,
  today: CalendarDay,
): ComparisonState {
  return { ...state, endpoint, startDate: addCalendarDays(today, -DEFAULT_DAYS[endpoint]) };
}

/** A new parameter on one side clears that side's locations (spec §4). */
export function withParameter(
  state: ComparisonState,
  side: 'left' | 'right',
  parameter: number | null,
): ComparisonState {
  return { ...state, [side]: { parameter, locations: [] } };
}

/** New facilities clear both sides' parameters and locations (spec §4). */
export function withFacilities(
  state: ComparisonState,
  facilities: readonly number[],
): ComparisonState {
  const cleared = { parameter: null, locations: [] };
  return { ...state, facilities: [...facilities], left: cleared, right: cleared };
}

/** Whether a quick button may be used: '3 months' is not offered for raw data (spec §4). */
export function quickRangeAllowed(range: QuickRange, endpoint: ComparisonEndpoint): boolean {
  return !(range === '3 months' && endpoint === 'raw');
}

/**
 * A quick button: the start that many days back; '3 months' and '3 days' also set the end to
 * today, '3 weeks' keeps it (spec §4).
 */
export function withQuickRange(
  state: ComparisonState,
  range: QuickRange,
  today: CalendarDay,
): ComparisonState {
  if (!quickRangeAllowed(range, state.endpoint)) return state;
  return {
    ...state,
    startDate: addCalendarDays(today, -QUICK_RANGES[range]),
    endDate: range === '3 weeks' ? state.endDate : today,
  };
}

/** Submit needs at least one location on the left axis (spec §5). */
export function canSubmit(state: ComparisonState): boolean {
  return state.left.parameter !== null && state.left.locations.length > 0;
}

const ids = (values: readonly number[]) => values.join(',');
const parseIds = (text: string | null): number[] =>
  (text ?? '')
    .split(',')
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
const parseId = (text: string | null): number | null =>
  text !== null && /^\d+$/.test(text) ? Number(text) : null;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The comparison as URL search parameters. */
export function comparisonToSearch(state: ComparisonState): URLSearchParams {
  const search = new URLSearchParams({
    endpoint: state.endpoint,
    start: state.startDate,
    end: state.endDate,
  });
  if (state.facilities.length) search.set('facilities', ids(state.facilities));
  for (const side of ['left', 'right'] as const) {
    const { parameter, locations } = state[side];
    if (parameter !== null) search.set(`${side}Parameter`, String(parameter));
    if (locations.length) search.set(`${side}Locations`, ids(locations));
  }
  return search;
}

const COMPARISON_FIELDS = [
  'endpoint',
  'start',
  'end',
  'facilities',
  'leftParameter',
  'rightParameter',
];

/** Whether a URL describes a comparison; without one, the page shows the default comparison. */
export function namesComparison(search: URLSearchParams): boolean {
  return COMPARISON_FIELDS.some((field) => search.has(field));
}

/**
 * The comparison a URL describes; what it leaves out (or gets wrong) comes from the defaults.
 * A URL with any comparison field is taken as a whole: a side it does not name stays empty.
 */
export function comparisonFromSearch(search: URLSearchParams, today: CalendarDay): ComparisonState {
  if (!namesComparison(search)) return defaultComparison(today);
  const endpoint: ComparisonEndpoint = search.get('endpoint') === 'raw' ? 'raw' : 'daily';
  const start = search.get('start') ?? '';
  const end = search.get('end') ?? '';
  const side = (name: 'left' | 'right'): ComparisonSide => ({
    parameter: parseId(search.get(`${name}Parameter`)),
    locations: parseIds(search.get(`${name}Locations`)),
  });
  return {
    endpoint,
    startDate: DAY.test(start) ? start : addCalendarDays(today, -DEFAULT_DAYS[endpoint]),
    endDate: DAY.test(end) ? end : today,
    facilities: parseIds(search.get('facilities')),
    left: side('left'),
    right: side('right'),
  };
}
