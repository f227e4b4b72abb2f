import type { ExpressionValue } from 'ol/expr/expression';
import { rulesToStyleFunction } from 'ol/render/canvas/style';
import type { Rule } from 'ol/style/flat';
import type { StyleFunction } from 'ol/style/Style';

// Mapbox GL zooms count 512-pixel tiles: its zoom 0 is OpenLayers' zoom 1. ol-mapbox-style turns
// a resolution into a zoom the same way.
const RESOLUTION_AT_ZOOM_0 = 78271.51696402048;

/**
 * How many resolutions a zoom-bound style keeps compiled: the one the map shows and the few
 * before it, so zooming back and forth compiles nothing again.
 */
const KEPT_RESOLUTIONS = 4;

/** The resolution (metres per pixel in Web Mercator) at a Mapbox GL zoom. */
export function resolutionAtZoom(zoom: number): number {
  return RESOLUTION_AT_ZOOM_0 / 2 ** zoom;
}

/** The Mapbox GL zoom at a resolution, as ol-mapbox-style computes it. */
export function mapboxZoomAt(resolution: number): number {
  return Math.log2(RESOLUTION_AT_ZOOM_0 / resolution);
}

/** A filter true from a Mapbox GL zoom on (a layer's `minzoom`: that zoom included). */
export function fromZoom(zoom: number): ExpressionValue {
  return ['<=', ['resolution'], resolutionAtZoom(zoom)];
}

/** A filter true below a Mapbox GL zoom (a layer's `maxzoom`: that zoom excluded). */
export function belowZoom(zoom: number): ExpressionValue {
  return ['>', ['resolution'], resolutionAtZoom(zoom)];
}

const isZoom = (value: unknown) =>
  Array.isArray(value) && value.length === 1 && value[0] === 'zoom';

/** Whether flat-style rules (or any part of them) read `['zoom']`. */
function readsZoom(value: unknown): boolean {
  if (isZoom(value)) return true;
  if (Array.isArray(value)) return value.some(readsZoom);
  return typeof value === 'object' && value !== null && Object.values(value).some(readsZoom);
}

/** A copy of flat-style rules (or any part of them) with every `['zoom']` replaced by `zoom`. */
function withZoom<T>(value: T, zoom: number): T {
  if (isZoom(value)) return zoom as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withZoom(item, zoom)) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, withZoom(item, zoom)]),
  ) as T;
}

/**
 * Flat-style rules as a canvas layer's style, where they may read the Mapbox GL zoom as
 * `['zoom']`. The canvas renderer gives flat styles the resolution but not the zoom, and flat
 * expressions have no logarithm; so rules that read it are compiled for each resolution the map
 * shows with its zoom as a number (exact, as ol-mapbox-style's). A zoom computed in the
 * expressions instead takes thousands of nodes per use, and compiling the offline basemap's
 * styles would be one long task on a phone. Rules that do not read it are OpenLayers' own.
 */
export function zoomBoundStyle(rules: Rule[]): Rule[] | StyleFunction {
  if (!readsZoom(rules)) return rules;
  const compiled = new Map<number, StyleFunction>();
  return (feature, resolution) => {
    let style = compiled.get(resolution);
    if (!style) {
      style = rulesToStyleFunction(withZoom(rules, mapboxZoomAt(resolution)));
      if (compiled.size >= KEPT_RESOLUTIONS) compiled.delete(compiled.keys().next().value!);
      compiled.set(resolution, style);
    }
    return style(feature, resolution);
  };
}
