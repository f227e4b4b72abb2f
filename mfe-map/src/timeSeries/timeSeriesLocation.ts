import type { GraphKind } from '@headgate/contracts';
import type { PopupFeature } from '../popup';

/** A location whose series the time-series panel shows. */
export interface TimeSeriesLocation {
  locationNdx: number;
  locationId: string;
  locationName: string;
  /** The graphs the location has, in the panel's order. */
  kinds: readonly GraphKind[];
}

// The feature flag that says a location has each graph.
const GRAPH_FLAGS: Record<GraphKind, string> = {
  flow: 'has_flow_graph',
  stage: 'has_stage_graph',
  waterLevel: 'has_waterlevel_graph',
};

/** The location of a map feature with at least one graph, or null for any other feature. */
export function timeSeriesLocationOf({ properties }: PopupFeature): TimeSeriesLocation | null {
  const locationNdx = Number(properties.location_ndx);
  const kinds = (Object.keys(GRAPH_FLAGS) as GraphKind[]).filter((kind) =>
    Boolean(properties[GRAPH_FLAGS[kind]]),
  );
  if (!Number.isInteger(locationNdx) || locationNdx <= 0 || kinds.length === 0) return null;
  return {
    locationNdx,
    locationId: String(properties.location_id ?? ''),
    locationName: String(properties.location_name ?? ''),
    kinds,
  };
}
