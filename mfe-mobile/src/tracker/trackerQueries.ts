import { callEndpoint, endpointQuery, useKeptQuery } from '@headgate/api-client';
import { useAuthStore } from '@headgate/auth';
import {
  mobileTrackerEndpoints as tracker,
  type Endpoint,
  type EndpointInput,
} from '@headgate/contracts';

/**
 * A call kept on the device for `owner`. The owner is the key's auth scope: the answers kept
 * are that user's, and nothing is called without one.
 */
function useKeptEndpoint<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  owner: string | null,
) {
  const { queryKey } = endpointQuery(owner ?? '', endpoint, input);
  return useKeptQuery({ queryKey, queryFn: () => callEndpoint(endpoint, input) }, owner);
}

/**
 * Every table of the tracker, each kept on the device for the signed-in user (what they saw
 * last stays readable offline). The available-flow formulas and notes are two calls (spec §7).
 */
export function useTrackerReports() {
  const owner = useAuthStore((state) => state.user?.id ?? null);
  return {
    storage: useKeptEndpoint(tracker.storage, {}, owner),
    recharge: useKeptEndpoint(tracker.recharge, {}, owner),
    augmentation: useKeptEndpoint(tracker.augmentation, {}, owner),
    wells: useKeptEndpoint(tracker.wells, {}, owner),
    batteries: useKeptEndpoint(tracker.batteries, {}, owner),
    lastReports: useKeptEndpoint(tracker.lastreport, {}, owner),
    availableFlow: useKeptEndpoint(tracker['available-flow-calcs-formulas'], {}, owner),
    availableFlowNotes: useKeptEndpoint(tracker['available-flow-calcs-notes'], {}, owner),
  };
}
export type TrackerReports = ReturnType<typeof useTrackerReports>;
