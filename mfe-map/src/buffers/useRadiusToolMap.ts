import type { MapRuntime } from '../map/mapRuntime';
import { useBufferCentreOnClick } from './useBufferCentreOnClick';
import { useBufferLayer } from './useBufferLayer';

/**
 * The Radius Tool's part on the map (spec/public-map.md §4 'Buffers'): the rings drawn around
 * the centre, and map clicks placing that centre while the tool's panel section is open. Lives
 * in the map's chunk with OpenLayers and turf; the panel section only edits the buffer store.
 */
export function useRadiusToolMap(runtime: MapRuntime | null): void {
  useBufferLayer(runtime);
  useBufferCentreOnClick(runtime);
}
