import { PRIMARY_COLOR } from '@headgate/design-system';
import type { MapLayer } from '@headgate/contracts';
import type { LayerGroupEntry } from './layerGroups';
import { mapSymbolUrl } from './mapSymbol';

/** How a Layers row shows what its layers look like on the map. */
export type LegendSwatch =
  | { kind: 'circle'; colors: string[]; stroke: string | null }
  | { kind: 'fill'; color: string; outline: string | null }
  | { kind: 'line'; color: string; dashed: boolean }
  | { kind: 'icon'; url: string }
  | { kind: 'label'; color: string };

const COLOR = /^(#[0-9a-f]{3,8}|rgba?\(.*\)|hsla?\(.*\))$/i;
const MAX_SWATCH_COLORS = 4;

/**
 * The plain colours an expression can produce (its outputs), at most four. A colour read from
 * the features themselves (`['get', ...]`) has none, and the product's blue stands in.
 */
export function colorsOf(value: unknown): string[] {
  const found = new Set<string>();
  const visit = (node: unknown) => {
    if (typeof node === 'string' && COLOR.test(node)) found.add(node);
    else if (Array.isArray(node)) node.forEach(visit);
  };
  visit(value);
  const colors = [...found].slice(0, MAX_SWATCH_COLORS);
  return colors.length > 0 ? colors : [PRIMARY_COLOR];
}

function firstOfType(entry: LayerGroupEntry, type: MapLayer['type']): MapLayer | undefined {
  return entry.layers.find((layer) => layer.type === type);
}

/** The swatch of a Layers row: its fill, else its circles, else its line, else its labels. */
export function legendSwatch(entry: LayerGroupEntry): LegendSwatch {
  const fill = firstOfType(entry, 'fill');
  const line = firstOfType(entry, 'line');
  if (fill) {
    const outline = line?.paint['line-color'] ?? fill.paint['fill-outline-color'];
    return {
      kind: 'fill',
      color: colorsOf(fill.paint['fill-color'])[0]!,
      outline: outline === undefined ? null : colorsOf(outline)[0]!,
    };
  }
  const circle = firstOfType(entry, 'circle');
  if (circle?.customSymbol) return { kind: 'icon', url: mapSymbolUrl(circle.customSymbol) };
  if (circle) {
    const stroke = circle.paint['circle-stroke-color'];
    return {
      kind: 'circle',
      colors: colorsOf(circle.paint['circle-color']),
      stroke: stroke === undefined ? null : colorsOf(stroke)[0]!,
    };
  }
  if (line) {
    return {
      kind: 'line',
      color: colorsOf(line.paint['line-color'])[0]!,
      dashed: line.paint['line-dasharray'] !== undefined,
    };
  }
  const symbol = entry.layers[0];
  if (symbol?.customSymbol) return { kind: 'icon', url: mapSymbolUrl(symbol.customSymbol) };
  return { kind: 'label', color: colorsOf(symbol?.paint['text-color'])[0]! };
}
