import { facilityWidgetEndpoints, type EndpointInput } from '@headgate/contracts';
import { useEndpointQuery } from '@headgate/api-client';

type WidgetEndpoints = typeof facilityWidgetEndpoints;

/** A summary widget's rows for the facility, as the caller sees them. */
export function useWidgetRows<Widget extends keyof WidgetEndpoints>(
  widget: Widget,
  facilityNdx: number,
) {
  // Every widget takes the same input; TypeScript cannot see that through the key's generic.
  const input = { params: { facilityNdx } } as EndpointInput<WidgetEndpoints[Widget]>;
  return useEndpointQuery(facilityWidgetEndpoints[widget], input);
}
