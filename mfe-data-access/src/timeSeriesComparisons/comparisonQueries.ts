import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@headgate/api-client';
import type {
  CalendarDay,
  ComparisonFacility,
  ComparisonLocation,
  ComparisonParameter,
  ComparisonSeries,
} from '@headgate/contracts';
import type { ComparisonEndpoint } from './comparisonState';

const facilitiesSearch = (facilities: readonly number[]) =>
  facilities.length ? `facilities=${facilities.join(',')}` : '';

export function comparisonFacilitiesQuery(authScope: string) {
  return queryOptions({
    queryKey: ['comparisons', 'facilities', authScope],
    queryFn: () => apiFetch<ComparisonFacility[]>('/ts-compare-dropdown-facilities'),
  });
}

export function comparisonParametersQuery(authScope: string, facilities: readonly number[]) {
  return queryOptions({
    queryKey: ['comparisons', 'parameters', facilities, authScope],
    queryFn: () =>
      apiFetch<ComparisonParameter[]>(
        `/ts-compare-dropdown-parameters?${facilitiesSearch(facilities)}`,
      ),
  });
}

/** Every station the caller may compare, of the chosen facilities (all when none is chosen). */
export function comparisonLocationsQuery(authScope: string, facilities: readonly number[]) {
  return queryOptions({
    queryKey: ['comparisons', 'locations', facilities, authScope],
    queryFn: () =>
      apiFetch<ComparisonLocation[]>(
        `/ts-compare-dropdown-locations-assoc?${facilitiesSearch(facilities)}`,
      ),
  });
}

/** One axis of a submitted comparison. */
export function comparisonAxisQuery(
  authScope: string,
  axis: {
    endpoint: ComparisonEndpoint;
    parameter: number;
    locations: readonly number[];
    startDate: CalendarDay;
    endDate: CalendarDay;
  },
) {
  return queryOptions({
    queryKey: ['comparisons', 'axis', axis, authScope],
    queryFn: () =>
      apiFetch<ComparisonSeries[]>(
        `/ts-compare-${axis.endpoint}-data/${axis.parameter}/${axis.locations.join(',')}/${axis.startDate}/${axis.endDate}`,
      ),
  });
}
