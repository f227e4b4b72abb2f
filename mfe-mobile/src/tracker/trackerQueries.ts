import { apiFetch, useKeptQuery } from '@headgate/api-client';
import { useAuthStore } from '@headgate/auth';
import type {
  MobileAvailableFlowRow,
  MobileLastReportRow,
  MobilePivotReport,
  MobileReport,
  MobileReportRow,
} from '@headgate/contracts';

const trackerQuery = <T>(report: MobileReport) => ({
  queryKey: ['mobile-tracker', report],
  queryFn: () => apiFetch<T>(`/display-mobile/${report}`),
});

const pivotQuery = (report: MobilePivotReport) => trackerQuery<MobileReportRow[]>(report);

/**
 * Every table of the tracker, each kept on the device for the signed-in user (what they saw
 * last stays readable offline). The available-flow formulas and notes are two calls (spec §7).
 */
export function useTrackerReports() {
  const owner = useAuthStore((state) => state.user?.id ?? null);
  return {
    storage: useKeptQuery(pivotQuery('storage'), owner),
    recharge: useKeptQuery(pivotQuery('recharge'), owner),
    augmentation: useKeptQuery(pivotQuery('augmentation'), owner),
    wells: useKeptQuery(pivotQuery('wells'), owner),
    batteries: useKeptQuery(pivotQuery('batteries'), owner),
    lastReports: useKeptQuery(trackerQuery<MobileLastReportRow[]>('lastreport'), owner),
    availableFlow: useKeptQuery(
      trackerQuery<MobileAvailableFlowRow[]>('available-flow-calcs-formulas'),
      owner,
    ),
    availableFlowNotes: useKeptQuery(
      trackerQuery<MobileAvailableFlowRow[]>('available-flow-calcs-notes'),
      owner,
    ),
  };
}
export type TrackerReports = ReturnType<typeof useTrackerReports>;
