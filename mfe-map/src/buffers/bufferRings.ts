import circle from '@turf/circle';
import difference from '@turf/difference';
import { featureCollection } from '@turf/helpers';
import type { LatLng } from '../coordinates';
import { RING_STEPS } from './bufferDefaults';
import type { PlannedRing } from './bufferPlan';

/** What a ring carries to the map: its place from the centre out, colour and label. */
export interface RingProperties {
  order: number;
  row: number;
  color: string;
  label: string;
}

/** A ring as GeoJSON in longitude/latitude: a disc (the first) or a band with a hole. */
export type BufferRing = NonNullable<ReturnType<typeof difference>> & {
  properties: RingProperties;
};

/**
 * The rings around a centre (spec/public-map.md §5): the first is its full circle, each later
 * ring the difference between its circle and the previous ring's circle, so the rings tile the
 * area without overlapping. `plan` runs from the centre outwards (planBufferRings). Circles are
 * geodesic, from turf.
 */
export function bufferRings(centre: LatLng, plan: readonly PlannedRing[]): BufferRing[] {
  const rings: BufferRing[] = [];
  let inner: ReturnType<typeof circle> | null = null;
  for (const ring of plan) {
    const outer = circle([centre.lng, centre.lat], ring.radiusFeet, {
      steps: RING_STEPS,
      units: 'feet',
    });
    const shape = inner ? difference(featureCollection([outer, inner])) : outer;
    inner = outer;
    if (!shape) continue;
    const properties: RingProperties = {
      order: rings.length,
      row: ring.row,
      color: ring.color,
      label: ring.label,
    };
    rings.push({ ...shape, properties });
  }
  return rings;
}
