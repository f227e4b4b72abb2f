import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@headgate/api-client';
import type { BatteryStatsRow, SiteSummaryRow } from '@headgate/contracts';

/** Each location's battery voltage over the last 7 days. */
export function batteryStatsQuery(authScope: string) {
  return queryOptions({
    queryKey: ['reports', 'batteries', authScope],
    queryFn: () => apiFetch<BatteryStatsRow[]>('/display-batteries-last7days-stats'),
  });
}

/** Every location × parameter of the United stations with its period of record. */
export function siteSummaryQuery(authScope: string) {
  return queryOptions({
    queryKey: ['reports', 'site-summary', authScope],
    queryFn: () => apiFetch<SiteSummaryRow[]>('/reports-site-param-summary-united-stations'),
  });
}
