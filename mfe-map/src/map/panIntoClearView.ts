import type OlMap from 'ol/Map';

/**
 * The bands along the map's edges that its own controls cover, in pixels: the search box and
 * list toggle along the top, the buttons down the right, the scale bar and attribution below.
 */
const COVERED_EDGES = { top: 64, right: 60, bottom: 44, left: 12 };

/** Room kept between the element and a panel docked over the map's bottom. */
const DOCK_GAP = 8;

/**
 * Pans the map (animated) so that an element placed on it, such as the popup, sits clear of the
 * controls along its edges and of a panel covering `bottomCover` pixels of its bottom. OpenLayers'
 * own auto-pan only acts once an element leaves the map. When the element cannot fit, its top
 * stays in view.
 */
export function panIntoClearView(map: OlMap, element: HTMLElement, bottomCover = 0): void {
  const target = map.getTargetElement();
  const view = map.getView();
  const center = view.getCenter();
  if (!target || !center) return;
  const frame = target.getBoundingClientRect();
  const box = element.getBoundingClientRect();
  // Past the far edge: moved back, but never so far that its near edge goes under the controls.
  const shift = (before: number, after: number) =>
    before < 0 ? before : after > 0 ? Math.min(after, before) : 0;
  const dx = shift(
    box.left - frame.left - COVERED_EDGES.left,
    box.right - frame.right + COVERED_EDGES.right,
  );
  const bottom = bottomCover > 0 ? bottomCover + DOCK_GAP : COVERED_EDGES.bottom;
  const dy = shift(box.top - frame.top - COVERED_EDGES.top, box.bottom - frame.bottom + bottom);
  if (dx === 0 && dy === 0) return;
  const resolution = view.getResolution() ?? 0;
  // Screen y grows downwards, map y upwards; rotation is undone so the pan follows the screen.
  const rotation = view.getRotation();
  const east = (dx * Math.cos(rotation) - dy * Math.sin(rotation)) * resolution;
  const north = -(dx * Math.sin(rotation) + dy * Math.cos(rotation)) * resolution;
  view.animate({ center: [center[0]! + east, center[1]! + north], duration: 250 });
}
