import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@headgate/api-client';
import type { DashboardParameter, DashboardReading } from '@headgate/contracts';

/** The parameters the dashboard can chart for this caller. */
export function dashboardParametersQuery(authScope: string) {
  return queryOptions({
    queryKey: ['dashboard', 'parameters', authScope],
    queryFn: () => apiFetch<DashboardParameter[]>('/list-dashboard-parameters'),
  });
}

/** Each station's latest reading of the parameter as of `hours` ago. */
export function dashboardReadingsQuery(authScope: string, parameter: number, hours: number) {
  return queryOptions({
    queryKey: ['dashboard', 'readings', parameter, hours, authScope],
    queryFn: () =>
      apiFetch<DashboardReading[]>(`/display-dashgraph-data-hourly/${parameter}/${hours}`),
  });
}
