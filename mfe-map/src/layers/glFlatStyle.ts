import { asArray } from 'ol/color';
import type { ExpressionValue } from 'ol/expr/expression';
import type { FlatStyle, Rule } from 'ol/style/flat';
import { cssFont, mapFontStack } from '../map/mapFonts';
import { toFlatExpression, UnsupportedExpressionError } from './glExpression';
import { belowZoom, fromZoom } from './zoomExpression';

/** A Mapbox GL style layer (the parts a flat style can carry). */
export interface GlLayer {
  id: string;
  type: string;
  paint?: Readonly<Record<string, unknown>>;
  layout?: Readonly<Record<string, unknown>>;
  filter?: unknown;
  minzoom?: number;
  maxzoom?: number;
}

/** How a symbol layer's text is made from a feature: read by `labelFeatures`. */
export interface LabelRecipe {
  /** The feature property the prepared text is kept in, which the flat style reads. */
  property: string;
  /** The feature property the text comes from. */
  field: string;
  uppercase: boolean;
  /** CSS font the text is measured and drawn in. */
  font: string;
  /** `text-max-width` in ems, or null where the text follows a line and is not broken. */
  maxWidthEms: number | null;
  letterSpacing: number;
  /** The layer's filter on feature data (its zoom range aside): the features it labels. */
  filter?: ExpressionValue;
}

/** A style layer as a flat-style rule, and for a symbol layer how its text is prepared. */
export interface GlLayerRule {
  rule: Rule;
  label: LabelRecipe | null;
}

/** The prefix of the feature properties that hold prepared label text. */
export const LABEL_PROPERTY_PREFIX = 'headgate_label_';

const DEG = Math.PI / 180;

/**
 * Translates one Mapbox GL layer (fill, line, circle, or a symbol layer's text) into an
 * OpenLayers flat-style rule that draws what ol-mapbox-style draws for it: the same colours,
 * widths, dashes, fonts, offsets, halos and decluttering, its filter and zoom range. Throws
 * {@link UnsupportedExpressionError} for anything it does not cover (icons, patterns, legacy
 * filters, formatted text…), so the caller can hand the layer to the style
 * engine instead. `zIndex` is the layer's place in its style, which decides draw and declutter
 * order. Zoom curves read the Mapbox GL zoom as `['zoom']`: give the rule to a layer through
 * `zoomBoundStyle`.
 */
export function glLayerRule(layer: GlLayer, zIndex: number): GlLayerRule {
  const paint = layer.paint ?? {};
  const layout = layer.layout ?? {};
  const value = (name: string, fallback: unknown) =>
    toFlatExpression(paint[name] ?? layout[name] ?? fallback);
  let style: Record<string, ExpressionValue>;
  let label: LabelRecipe | null = null;
  switch (layer.type) {
    case 'fill': {
      refuse(paint, ['fill-pattern', 'fill-translate', 'fill-antialias']);
      const opacity = value('fill-opacity', 1);
      const color = withOpacity(paint['fill-color'] ?? '#000000', opacity);
      // ol-mapbox-style outlines every fill with half a pixel of its colour (or outline colour).
      const outline = paint['fill-outline-color'];
      style = {
        'fill-color': color,
        'stroke-color': outline === undefined ? color : withOpacity(outline, opacity),
        'stroke-width': 0.5,
      };
      break;
    }
    case 'line': {
      refuse(paint, [
        'line-pattern',
        'line-gradient',
        'line-offset',
        'line-translate',
        'line-blur',
        'line-gap-width',
      ]);
      const width = value('line-width', 1);
      style = {
        'stroke-color': withOpacity(paint['line-color'] ?? '#000000', value('line-opacity', 1)),
        'stroke-width': width,
        'stroke-line-cap': literal(layout['line-cap'] ?? 'butt'),
        'stroke-line-join': literal(layout['line-join'] ?? 'miter'),
        'stroke-miter-limit': literal(layout['line-miter-limit'] ?? 2),
      };
      const dashes = paint['line-dasharray'];
      if (dashes !== undefined) style['stroke-line-dash'] = dashesOf(dashes, width);
      break;
    }
    case 'circle': {
      refuse(paint, ['circle-blur', 'circle-translate', 'circle-pitch-scale']);
      style = {
        'circle-radius': value('circle-radius', 5),
        'circle-fill-color': withOpacity(
          paint['circle-color'] ?? '#000000',
          value('circle-opacity', 1),
        ),
        'circle-declutter-mode': 'none',
      };
      const strokeWidth = value('circle-stroke-width', 0);
      if (strokeWidth !== 0) {
        style['circle-stroke-width'] = strokeWidth;
        style['circle-stroke-color'] = withOpacity(
          paint['circle-stroke-color'] ?? '#000000',
          value('circle-stroke-opacity', 1),
        );
      }
      break;
    }
    case 'symbol':
      ({ style, label } = textStyle(layer, paint, layout));
      if (layer.filter !== undefined) label.filter = filterOf(layer.filter);
      break;
    default:
      throw new UnsupportedExpressionError(layer.type);
  }
  style['z-index'] = zIndex;
  const conditions: ExpressionValue[] = [];
  if (layer.minzoom !== undefined) conditions.push(fromZoom(layer.minzoom));
  if (layer.maxzoom !== undefined) conditions.push(belowZoom(layer.maxzoom));
  if (layer.filter !== undefined) conditions.push(filterOf(layer.filter));
  const filter = conditions.length > 1 ? ['all', ...conditions] : conditions[0];
  const flat = style as FlatStyle;
  return { rule: filter === undefined ? { style: flat } : { filter, style: flat }, label };
}

function textStyle(
  layer: GlLayer,
  paint: Readonly<Record<string, unknown>>,
  layout: Readonly<Record<string, unknown>>,
): { style: Record<string, ExpressionValue>; label: LabelRecipe } {
  refuse(layout, ['icon-image', 'text-variable-anchor', 'text-radial-offset', 'text-writing-mode']);
  refuse(paint, ['text-halo-blur', 'text-translate']);
  const number = (name: string, fallback: number) =>
    numberLiteral(layout[name] ?? paint[name] ?? fallback);
  const text = (name: string, fallback: unknown) => layout[name] ?? fallback;
  const size = Math.round(number('text-size', 16));
  const lineHeight = number('text-line-height', 1.2);
  const font = cssFont(mapFontStack(literalFonts(layout['text-font'])), size, lineHeight);
  const letterSpacing = number('text-letter-spacing', 0);
  const placement = text('symbol-placement', 'point');
  const anchor = text('text-anchor', 'center');
  const [offsetX, offsetY] = pair(layout['text-offset'] ?? [0, 0]);
  const opacity = toFlatExpression(paint['text-opacity'] ?? 1);
  const haloWidth = number('text-halo-width', 0);
  const padding = number('text-padding', 2);
  const allowOverlap = text('text-allow-overlap', false);
  const ignorePlacement = text('text-ignore-placement', false);
  const transform = text('text-transform', 'none');
  const justify = text('text-justify', 'center');
  if (typeof anchor !== 'string' || (transform !== 'none' && transform !== 'uppercase')) {
    throw new UnsupportedExpressionError(layer.id);
  }
  const style: Record<string, ExpressionValue> = {
    'text-value': ['get', `${LABEL_PROPERTY_PREFIX}${layer.id}`],
    'text-font': font,
    'text-fill-color': withOpacity(paint['text-color'] ?? '#000000', opacity),
    'text-padding': [padding, padding, padding, padding],
    'text-rotation': number('text-rotate', 0) * DEG,
    'text-declutter-mode': !allowOverlap ? 'declutter' : !ignorePlacement ? 'obstacle' : 'none',
    'text-rotate-with-view': false,
  };
  if (justify !== 'auto') style['text-justify'] = literal(justify);
  const haloColor = paint['text-halo-color'];
  if (haloColor !== undefined && haloWidth > 0) {
    style['text-stroke-color'] = withOpacity(haloColor, opacity);
    // The halo is drawn as a stroke centred on the outline: twice as wide, at most half the size.
    style['text-stroke-width'] = Math.min(haloWidth * 2, size / 2);
  }
  let hOffset = 0;
  let vOffset = 0;
  if (placement === 'point') {
    style['text-overflow'] = true;
    style['text-align'] = anchor.includes('left')
      ? 'left'
      : anchor.includes('right')
        ? 'right'
        : 'center';
    if (anchor.includes('left')) hOffset = haloWidth;
    else if (anchor.includes('right')) hOffset = -haloWidth;
    if (text('text-rotation-alignment', 'auto') === 'map') style['text-rotate-with-view'] = true;
  } else if (placement === 'line' && letterSpacing < 0.05) {
    style['text-placement'] = 'line';
    style['text-overflow'] = false;
    style['text-repeat'] = number('symbol-spacing', 250) * 2;
    style['text-max-angle'] = number('text-max-angle', 45) * DEG;
  } else {
    throw new UnsupportedExpressionError(placement);
  }
  let baseline: 'middle' | 'bottom' | 'top' = 'middle';
  if (anchor.startsWith('bottom')) {
    baseline = 'bottom';
    vOffset = -haloWidth - 0.5 * (lineHeight - 1) * size;
  } else if (anchor.startsWith('top')) {
    baseline = 'top';
    vOffset = haloWidth + 0.5 * (lineHeight - 1) * size;
  }
  style['text-baseline'] = baseline;
  style['text-offset-x'] = offsetX * size + hOffset;
  style['text-offset-y'] = offsetY * size + vOffset;
  return {
    style,
    label: {
      property: `${LABEL_PROPERTY_PREFIX}${layer.id}`,
      field: textField(layout['text-field']),
      uppercase: transform === 'uppercase',
      font,
      maxWidthEms: placement === 'point' ? number('text-max-width', 10) : null,
      letterSpacing,
    },
  };
}

function refuse(values: Readonly<Record<string, unknown>>, names: readonly string[]): void {
  for (const name of names) {
    if (values[name] !== undefined) throw new UnsupportedExpressionError({ [name]: values[name] });
  }
}

function literal(value: unknown): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value;
  throw new UnsupportedExpressionError(value);
}

function numberLiteral(value: unknown): number {
  if (typeof value === 'number') return value;
  throw new UnsupportedExpressionError(value);
}

function pair(value: unknown): [number, number] {
  if (
    Array.isArray(value) &&
    value.length === 2 &&
    value.every((item) => typeof item === 'number')
  ) {
    return value as [number, number];
  }
  throw new UnsupportedExpressionError(value);
}

function literalFonts(value: unknown): string[] {
  if (value === undefined) return ['Open Sans Regular', 'Arial Unicode MS Regular'];
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  throw new UnsupportedExpressionError(value);
}

/** `['get', field]` or a `{field}` template: the labels this translation prepares. */
function textField(value: unknown): string {
  if (
    Array.isArray(value) &&
    value.length === 2 &&
    value[0] === 'get' &&
    typeof value[1] === 'string'
  ) {
    return value[1];
  }
  const template = typeof value === 'string' ? /^\{([^{}]+)\}$/.exec(value) : null;
  if (template) return template[1]!;
  throw new UnsupportedExpressionError(value);
}

/** A literal colour faded by an opacity (a number or an expression), as ol-mapbox-style does. */
function withOpacity(color: unknown, opacity: ExpressionValue): ExpressionValue {
  if (typeof color !== 'string') {
    if (opacity === 1) return toFlatExpression(color);
    throw new UnsupportedExpressionError(color);
  }
  const [red, green, blue, alpha] = asArray(color);
  if (opacity === 1) return color;
  const faded = typeof opacity === 'number' ? alpha! * opacity : ['*', alpha!, opacity];
  return ['color', red!, green!, blue!, faded];
}

/** Mapbox GL dashes are in line widths; the canvas wants pixels. */
function dashesOf(dashes: unknown, width: ExpressionValue): ExpressionValue {
  if (!Array.isArray(dashes) || !dashes.every((item) => typeof item === 'number')) {
    throw new UnsupportedExpressionError(dashes);
  }
  if (typeof width === 'number') return dashes.map((length: number) => length * width);
  return ['array', ...dashes.map((length: number) => ['*', length, width])];
}

// Legacy filters (`['==', 'rank', 1]`) read a property by bare name, which an expression would
// take for a string: only expression filters are translated.
const LEGACY_OPERATORS = new Set(['==', '!=', '<', '<=', '>', '>=', 'in', '!in', '!has', 'none']);

function filterOf(filter: unknown): ExpressionValue {
  if (Array.isArray(filter)) {
    const [operator, first] = filter as unknown[];
    if (LEGACY_OPERATORS.has(operator as string) && typeof first === 'string') {
      throw new UnsupportedExpressionError(filter);
    }
    if (operator === 'all' || operator === 'any') {
      return [operator, ...filter.slice(1).map(filterOf)];
    }
  }
  return toFlatExpression(filter);
}
