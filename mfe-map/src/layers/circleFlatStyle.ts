import type { ExpressionValue } from 'ol/expr/expression';
import type { FlatStyle } from 'ol/style/flat';
import { toFlatExpression, UnsupportedExpressionError } from './glExpression';

/** The radius of a location circle when its layer names none (spec/public-map.md §9). */
export const CIRCLE_RADIUS = 8;

/** A circle layer's paint as an OpenLayers flat style, and the paint properties left out. */
export interface CircleFlatStyle {
  style: FlatStyle;
  /** Paint properties that could not be translated; their defaults are drawn instead. */
  skipped: string[];
}

// Mapbox GL paint property → flat-style property, with the Mapbox default (radius: the spec's).
const CIRCLE_PROPERTIES = [
  ['circle-radius', 'circle-radius', CIRCLE_RADIUS],
  ['circle-color', 'circle-fill-color', '#000000'],
  ['circle-stroke-color', 'circle-stroke-color', '#000000'],
  ['circle-stroke-width', 'circle-stroke-width', 0],
  ['circle-opacity', 'circle-opacity', 1],
] as const;

/**
 * Translates a circle layer's Mapbox GL paint (`circle-radius`, `circle-color` with `get`,
 * `step`, `case` or `match`, `circle-stroke-*`, `circle-opacity`) into the flat style the WebGL
 * vector layer draws.
 */
export function circleFlatStyle(paint: Readonly<Record<string, unknown>>): CircleFlatStyle {
  const style: Record<string, ExpressionValue> = {};
  const skipped: string[] = [];
  for (const [glName, flatName, fallback] of CIRCLE_PROPERTIES) {
    const value = paint[glName];
    style[flatName] = value === undefined ? fallback : translated(value, glName, skipped, fallback);
  }
  const strokeOpacity = paint['circle-stroke-opacity'];
  if (strokeOpacity !== undefined) {
    const faded = fadedColor(style['circle-stroke-color'], strokeOpacity);
    if (faded) style['circle-stroke-color'] = faded;
    else skipped.push('circle-stroke-opacity');
  }
  for (const name of Object.keys(paint)) {
    if (
      name !== 'circle-stroke-opacity' &&
      !CIRCLE_PROPERTIES.some(([glName]) => glName === name)
    ) {
      skipped.push(name);
    }
  }
  return { style: style as FlatStyle, skipped };
}

function translated(
  value: unknown,
  name: string,
  skipped: string[],
  fallback: ExpressionValue,
): ExpressionValue {
  try {
    return toFlatExpression(value);
  } catch (error) {
    if (!(error instanceof UnsupportedExpressionError)) throw error;
    skipped.push(name);
    return fallback;
  }
}

function rgbOf(color: unknown): [number, number, number] | null {
  const hex = typeof color === 'string' ? /^#([0-9a-f]{6})$/i.exec(color)?.[1] : undefined;
  if (!hex) return null;
  const channel = (offset: number) => parseInt(hex.slice(offset, offset + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

/**
 * WebGL has one opacity for the whole circle, so a stroke opacity is folded into the stroke
 * colour; that is only possible when both are plain values.
 */
function fadedColor(color: ExpressionValue | undefined, opacity: unknown): string | null {
  const rgb = rgbOf(color);
  if (!rgb || typeof opacity !== 'number') return null;
  return `rgba(${rgb.join(', ')}, ${opacity})`;
}

/**
 * The same circles for the canvas, which has no `circle-opacity`: the opacity (a value or an
 * expression) moves into the fill and stroke colours where those are plain colours.
 */
export function withOpacityInColors(style: FlatStyle): FlatStyle {
  const { 'circle-opacity': opacity, ...canvas } = style;
  if (opacity === undefined || opacity === 1) return canvas;
  for (const name of ['circle-fill-color', 'circle-stroke-color'] as const) {
    const rgb = rgbOf(canvas[name]);
    if (rgb) canvas[name] = ['color', ...rgb, opacity];
  }
  return canvas;
}
