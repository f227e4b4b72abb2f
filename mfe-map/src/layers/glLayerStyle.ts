import type VectorLayer from 'ol/layer/Vector';
import { stylefunction } from 'ol-mapbox-style';
import type { MapLayer } from '@headgate/contracts';
import { mapFontStack } from '../map/mapFonts';

/** The id under which a layer's custom symbol is drawn (its `icon-image`). */
const CUSTOM_SYMBOL_IMAGE = 'headgate-custom-symbol';

/**
 * Styles a canvas vector layer with one API layer's Mapbox GL paint and layout through
 * ol-mapbox-style (fill, line and symbol layers, labels with their minzoom). Visibility is left
 * to the layer panel, so the layout's `visibility` is not passed on. A layer with a custom symbol
 * draws it as its icon; `symbolImage` returns it once loaded.
 */
export function applyGlLayerStyle(
  olLayer: VectorLayer,
  layer: MapLayer,
  symbolImage: () => HTMLImageElement | undefined,
): void {
  const layout = { ...layer.layout };
  delete layout.visibility;
  const glLayer = {
    id: layer.id,
    type: layer.type,
    source: layer.source,
    paint: layer.paint,
    layout: layer.customSymbol ? { ...layout, 'icon-image': CUSTOM_SYMBOL_IMAGE } : layout,
    ...(layer.minzoom === null ? {} : { minzoom: layer.minzoom }),
  };
  const glStyle = {
    version: 8,
    sources: {
      [layer.source]: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } },
    },
    layers: [glLayer],
  };
  stylefunction(
    olLayer,
    glStyle,
    [layer.id],
    undefined,
    undefined,
    undefined,
    mapFontStack,
    (_layer, name) => (name === CUSTOM_SYMBOL_IMAGE ? symbolImage() : undefined),
  );
}
