import { useEndpointQuery } from '@headgate/api-client';
import { comparisonDataEndpoints } from '@headgate/contracts';
import type { ComparisonState } from './comparisonState';
import { idList } from './idList';

/** One axis of the submitted comparison; nothing is called before Submit or for an empty side. */
export function useComparisonAxis(submitted: ComparisonState | null, side: 'left' | 'right') {
  const axis = submitted?.[side];
  const ready = Boolean(submitted && axis && axis.parameter !== null && axis.locations.length);
  const params = {
    parameter: axis?.parameter ?? 0,
    locations: idList(axis?.locations ?? []) ?? '',
    startDate: submitted?.startDate ?? '',
    endDate: submitted?.endDate ?? '',
  };
  return useEndpointQuery(
    comparisonDataEndpoints[submitted?.endpoint ?? 'daily'],
    { params },
    { enabled: ready },
  );
}
