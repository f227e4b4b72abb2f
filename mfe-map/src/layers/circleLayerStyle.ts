import type { FlatStyle, FlatStyleLike } from 'ol/style/flat';
import type { MapLayer } from '@headgate/contracts';
import { circleFlatStyle } from './circleFlatStyle';
import { onlyShownLocations, withStaleRing, withTypeColors } from './locationCircleStyle';
import { isLocationLayer } from './locationFlags';

/**
 * The flat style a circle layer is drawn with: its paint translated; for the district's
 * locations also the colour-by colours (when given), the stale ring and the filters; a loaded
 * custom symbol replaces the circle.
 */
export function circleLayerStyle(
  layer: MapLayer,
  options: { typeColors: ReadonlyMap<string, string> | null; symbolSrc: string | null },
): FlatStyleLike {
  let style: FlatStyle;
  if (options.symbolSrc) {
    style = symbolStyle(options.symbolSrc, layer.customSymbol ?? {});
  } else {
    const translated = circleFlatStyle(layer.paint);
    if (translated.skipped.length > 0) {
      console.warn(`[map] ${layer.id}: drawn without ${translated.skipped.join(', ')}`);
    }
    style = translated.style;
  }
  if (!isLocationLayer(layer)) return style;
  if (options.typeColors && !options.symbolSrc) style = withTypeColors(style, options.typeColors);
  return onlyShownLocations(options.symbolSrc ? style : withStaleRing(style));
}

// The symbol endpoint draws 24 px squares unless the layer asks for another size.
const DEFAULT_SYMBOL_SIZE = 24;

function symbolStyle(src: string, customSymbol: Readonly<Record<string, unknown>>): FlatStyle {
  const size = (value: unknown) => (typeof value === 'number' ? value : DEFAULT_SYMBOL_SIZE);
  return {
    'icon-src': src,
    'icon-width': size(customSymbol.width),
    'icon-height': size(customSymbol.height),
  };
}
