import type OlMap from 'ol/Map';

/** Sets the pointer's look over the map ('' for the default). */
export function setMapCursor(map: OlMap, cursor: string): void {
  const viewport = map.getViewport();
  if (viewport) viewport.style.cursor = cursor;
}
