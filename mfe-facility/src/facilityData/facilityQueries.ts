import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@headgate/api-client';
import type {
  CurrentTotalRow,
  DrillDownGraphSeries,
  DrillDownInterval,
  DrillDownLocation,
  DrillDownParameter,
  DrillDownTableRow,
  FacilityDetails,
  FacilityLastFewRow,
  FacilityListItem,
  FacilityMonthlyRow,
  FacilityPctFullRow,
  FacilityYtdRow,
  WellCurrentValuesRow,
  WellCurrentValuesTableRow,
} from '@headgate/contracts';

// Every key holds the auth scope: what a facility page shows depends on who asks.

/** The facilities the caller may see (`GET /api/facility-pages`). */
export function facilityListQuery(authScope: string) {
  return queryOptions({
    queryKey: ['facility-pages', 'list', authScope],
    queryFn: () => apiFetch<FacilityListItem[]>('/facility-pages'),
  });
}

/** One facility's details card and the view the caller gets. */
export function facilityDetailsQuery(authScope: string, facilityNdx: number) {
  return queryOptions({
    queryKey: ['facility-pages', 'details', facilityNdx, authScope],
    queryFn: () => apiFetch<FacilityDetails>(`/facility-pages/${facilityNdx}`),
  });
}

/** The summary widgets' answers, by widget key. */
export interface WidgetRows {
  ytd: FacilityYtdRow[];
  lastfew: FacilityLastFewRow[];
  monthly: FacilityMonthlyRow[];
  pctfull: FacilityPctFullRow[];
}

/** A summary widget's rows (`GET /api/get-display-facility/{widget}/{facilityNdx}`). */
export function widgetQuery<Widget extends keyof WidgetRows>(
  authScope: string,
  widget: Widget,
  facilityNdx: number,
) {
  return queryOptions({
    queryKey: ['facility-pages', 'widget', widget, facilityNdx, authScope],
    queryFn: () => apiFetch<WidgetRows[Widget]>(`/get-display-facility/${widget}/${facilityNdx}`),
  });
}

/** The well field's current totals (facility 1778's own widget). */
export function currentTotalsQuery() {
  return queryOptions({
    queryKey: ['facility-pages', 'eccv-current-totals'],
    queryFn: () => apiFetch<CurrentTotalRow[]>('/get-display-facility/eccv-current-totals'),
  });
}

/** Every well's current level and pumping rate, as points and as the wide table. */
export function wellValuesQuery() {
  return queryOptions({
    queryKey: ['facility-pages', 'eccv-current-values-by-well'],
    queryFn: async () => {
      const [graph, table] = await Promise.all([
        apiFetch<WellCurrentValuesRow[]>('/get-display-facility/eccv-current-values-by-well/graph'),
        apiFetch<WellCurrentValuesTableRow[]>(
          '/get-display-facility/eccv-current-values-by-well/table',
        ),
      ]);
      return { graph, table };
    },
  });
}

/** The parameters recorded at the facility's locations. */
export function drillDownParametersQuery(authScope: string, facilityNdx: number) {
  return queryOptions({
    queryKey: ['facility-pages', 'parameters', facilityNdx, authScope],
    queryFn: () => apiFetch<DrillDownParameter[]>(`/list-parameters/${facilityNdx}`),
  });
}

/** The facility's locations, in display order. */
export function drillDownLocationsQuery(authScope: string, facilityNdx: number) {
  return queryOptions({
    queryKey: ['facility-pages', 'locations', facilityNdx, authScope],
    queryFn: () => apiFetch<DrillDownLocation[]>(`/list-locations/${facilityNdx}`),
  });
}

/** A window of the facility's data, on instants. */
export interface DataWindow {
  interval: DrillDownInterval;
  start: string;
  end: string;
}

const windowPath = (facilityNdx: number, { start, end }: DataWindow) =>
  `${facilityNdx}/${encodeURIComponent(start)}/${encodeURIComponent(end)}`;

/** The drill-down table: a row per timestamp and parameter, a column per location. */
export function drillDownTableQuery(authScope: string, facilityNdx: number, window: DataWindow) {
  return queryOptions({
    queryKey: ['facility-pages', 'table', facilityNdx, window, authScope],
    queryFn: () =>
      apiFetch<DrillDownTableRow[]>(
        `/get-display-facility/table-${window.interval}/${windowPath(facilityNdx, window)}`,
      ),
  });
}

/** The drill-down graph of one parameter: a line per location. */
export function drillDownGraphQuery(
  authScope: string,
  facilityNdx: number,
  window: DataWindow,
  parameterNdx: number,
) {
  return queryOptions({
    queryKey: ['facility-pages', 'graph', facilityNdx, window, parameterNdx, authScope],
    queryFn: () =>
      apiFetch<DrillDownGraphSeries[]>(
        `/get-display-facility/graph-${window.interval}/${windowPath(facilityNdx, window)}/${parameterNdx}`,
      ),
  });
}
