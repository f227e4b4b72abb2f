import { addCalendarDays, type CalendarDay } from '@headgate/contracts';

/** The two download endpoints, as the Time Step options (spec §9). */
export const DOWNLOAD_ENDPOINTS = [
  { value: 'data-15min', label: '15 Minutes' },
  { value: 'data-daily', label: 'Daily' },
] as const;
export type DownloadEndpoint = (typeof DOWNLOAD_ENDPOINTS)[number]['value'];

/** What a download asks for (spec §3 "Download options"). */
export interface DownloadOptions {
  startDate: CalendarDay | null;
  endDate: CalendarDay | null;
  endpoint: DownloadEndpoint;
  facilityTypes: readonly number[];
  facilities: readonly number[];
  parameterGroups: readonly number[];
}

/** Defaults (spec §9): 3 days back to today, daily, facility type 1. */
export const DEFAULT_DAYS_BACK = 3;
export const DEFAULT_ENDPOINT: DownloadEndpoint = 'data-daily';
export const DEFAULT_FACILITY_TYPE = 1;

const parseIds = (text: string | null): number[] | null => {
  if (text === null) return null;
  const ids = text
    .split(',')
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
  return ids;
};

/**
 * The options a visit starts with: the defaults, with the query string's presets (spec §2):
 * `daysRange` (start that many days back), `timeInterval` (the endpoint; the facility pages'
 * `data-hourly` reads as 15-minute data, the finest there is to download), `facilityTypes`
 * and `facilities` (comma lists).
 */
export function initialDownloadOptions(
  search: URLSearchParams,
  today: CalendarDay,
): DownloadOptions {
  const days = Number(search.get('daysRange'));
  const interval = search.get('timeInterval');
  const endpoint: DownloadEndpoint =
    interval === 'data-15min' || interval === 'data-hourly'
      ? 'data-15min'
      : interval === 'data-daily'
        ? 'data-daily'
        : DEFAULT_ENDPOINT;
  return {
    startDate: addCalendarDays(
      today,
      -(Number.isInteger(days) && days > 0 ? days : DEFAULT_DAYS_BACK),
    ),
    endDate: today,
    endpoint,
    facilityTypes: parseIds(search.get('facilityTypes')) ?? [DEFAULT_FACILITY_TYPE],
    facilities: parseIds(search.get('facilities')) ?? [],
    parameterGroups: [],
  };
}

/**
 * New facility types; selected facilities of types no longer chosen are dropped (spec §4).
 * `typeOf` gives each known facility's type.
 */
export function withFacilityTypes(
  options: DownloadOptions,
  facilityTypes: readonly number[],
  typeOf: ReadonlyMap<number, number>,
): DownloadOptions {
  return {
    ...options,
    facilityTypes: [...facilityTypes],
    facilities: options.facilities.filter((facility) => {
      const type = typeOf.get(facility);
      return type !== undefined && facilityTypes.includes(type);
    }),
  };
}

/** When the parameter groups load, all of them are selected (spec §4). */
export function withGroupsLoaded(
  options: DownloadOptions,
  groups: readonly number[],
): DownloadOptions {
  return { ...options, parameterGroups: [...groups] };
}

/**
 * Why Download is disabled, or null when it is not (spec §5): no facilities, no parameter
 * groups, a missing date, or a download already in progress.
 */
export function downloadBlocker(options: DownloadOptions, busy: boolean): string | null {
  if (busy) return 'A download is in progress.';
  if (!options.startDate || !options.endDate) return 'Choose a start and an end date.';
  if (options.startDate > options.endDate) return 'The start date must not be after the end date.';
  if (options.facilities.length === 0) return 'Choose at least one facility.';
  if (options.parameterGroups.length === 0) return 'Choose at least one measurement.';
  return null;
}
