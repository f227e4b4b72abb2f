import type { ExpressionValue } from 'ol/expr/expression';

// Mapbox GL zooms count 512-pixel tiles: its zoom 0 is OpenLayers' zoom 1. ol-mapbox-style turns
// a resolution into a zoom the same way.
const RESOLUTION_AT_ZOOM_0 = 78271.51696402048;
const MAX_ZOOM = 30;

/** The resolution (metres per pixel in Web Mercator) at a Mapbox GL zoom. */
export function resolutionAtZoom(zoom: number): number {
  return RESOLUTION_AT_ZOOM_0 / 2 ** zoom;
}

/** A filter true from a Mapbox GL zoom on (a layer's `minzoom`: that zoom included). */
export function fromZoom(zoom: number): ExpressionValue {
  return ['<=', ['resolution'], resolutionAtZoom(zoom)];
}

/** A filter true below a Mapbox GL zoom (a layer's `maxzoom`: that zoom excluded). */
export function belowZoom(zoom: number): ExpressionValue {
  return ['>', ['resolution'], resolutionAtZoom(zoom)];
}

/**
 * The nearest whole zoom `n`, as a balanced tree of comparisons (five for thirty zooms), and
 * from each leaf `leaf(n)`.
 */
function byNearestZoom(
  leaf: (zoom: number) => ExpressionValue,
  low = 0,
  high = MAX_ZOOM,
): ExpressionValue {
  if (low === high) return leaf(low);
  const middle = Math.floor((low + high) / 2);
  // Coarser than halfway to the next zoom: the nearest zoom is at most `middle`.
  return [
    'case',
    ['>', ['resolution'], resolutionAtZoom(middle + 0.5)],
    byNearestZoom(leaf, low, middle),
    byNearestZoom(leaf, middle + 1, high),
  ];
}

/**
 * The Mapbox GL zoom as a flat expression, within 1e-10 of ol-mapbox-style's. The canvas renderer gives
 * flat styles the resolution but not the zoom, and flat expressions have no logarithm:
 * zoom = n − log2(s), with n the nearest whole zoom and s = resolution / resolution at n
 * (between 1/√2 and √2), whose logarithm the atanh series gives in six terms. Exact matters:
 * a dashed line's pattern is laid out in line widths along the whole ring, so a width off by a
 * thousandth moves the dashes of a long county line by pixels.
 */
function mapboxZoom(): ExpressionValue {
  const ratio = () => byNearestZoom((zoom) => ['/', ['resolution'], resolutionAtZoom(zoom)]);
  // t = (s − 1) / (s + 1); ln s = 2t (1 + t²/3 + t⁴/5 + … + t¹⁰/11), |t| ≤ 0.172.
  const t = (): ExpressionValue => ['/', ['-', ratio(), 1], ['+', ratio(), 1]];
  const tSquared = (): ExpressionValue => ['*', t(), t()];
  let series: ExpressionValue = 1 / 11;
  for (const coefficient of [1 / 9, 1 / 7, 1 / 5, 1 / 3, 1]) {
    series = ['+', coefficient, ['*', tSquared(), series]];
  }
  const log2Ratio: ExpressionValue = ['/', ['*', 2, ['*', t(), series]], Math.LN2];
  return ['-', byNearestZoom((zoom) => zoom), log2Ratio];
}

const MAPBOX_ZOOM = mapboxZoom();

/**
 * A flat expression with every `['zoom']` (OpenLayers' WebGL zoom, unknown to the canvas) replaced
 * by the Mapbox GL zoom computed from the resolution, so `interpolate` and `step` over the zoom
 * give the values ol-mapbox-style gave.
 */
export function withMapboxZoom(expression: ExpressionValue): ExpressionValue {
  if (!Array.isArray(expression)) return expression;
  if (expression.length === 1 && expression[0] === 'zoom') return MAPBOX_ZOOM;
  return expression.map((item) => withMapboxZoom(item as ExpressionValue)) as ExpressionValue;
}
