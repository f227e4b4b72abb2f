import type OlMap from 'ol/Map';

/**
 * The bands along the map's edges that its own controls cover, in pixels: the search box and
 * list toggle along the top, the buttons down the right, the scale bar and attribution below.
 */
const COVERED_EDGES = { top: 64, right: 60, bottom: 44, left: 12 };

/**
 * Pans the map (animated) so that an element placed on it, such as the popup, sits clear of the
 * controls along its edges. OpenLayers' own auto-pan only acts once an element leaves the map.
 */
export function panIntoClearView(map: OlMap, element: HTMLElement): void {
  const target = map.getTargetElement();
  const view = map.getView();
  const center = view.getCenter();
  if (!target || !center) return;
  const frame = target.getBoundingClientRect();
  const box = element.getBoundingClientRect();
  const shift = (before: number, after: number) => (before < 0 ? before : after > 0 ? after : 0);
  const dx = shift(
    box.left - frame.left - COVERED_EDGES.left,
    box.right - frame.right + COVERED_EDGES.right,
  );
  const dy = shift(
    box.top - frame.top - COVERED_EDGES.top,
    box.bottom - frame.bottom + COVERED_EDGES.bottom,
  );
  if (dx === 0 && dy === 0) return;
  const resolution = view.getResolution() ?? 0;
  // Screen y grows downwards, map y upwards; rotation is undone so the pan follows the screen.
  const rotation = view.getRotation();
  const east = (dx * Math.cos(rotation) - dy * Math.sin(rotation)) * resolution;
  const north = -(dx * Math.sin(rotation) + dy * Math.cos(rotation)) * resolution;
  view.animate({ center: [center[0]! + east, center[1]! + north], duration: 250 });
}
