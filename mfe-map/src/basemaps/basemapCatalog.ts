import { BASEMAP_IDS, type BasemapId } from '@headgate/contracts/calls';

/** Outdoors is the default basemap (spec/public-map.md §9). */
export const DEFAULT_BASEMAP: BasemapId = 'outdoors';

export function isBasemapId(value: unknown): value is BasemapId {
  return (BASEMAP_IDS as readonly unknown[]).includes(value);
}
