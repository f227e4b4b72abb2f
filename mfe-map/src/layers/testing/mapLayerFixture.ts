import type { MapLayer } from '@headgate/contracts';

/** A layer as `GET /api/public-map/layers` sends it, with what a test cares about overridden. */
export function mapLayer(overrides: Partial<MapLayer> & Pick<MapLayer, 'id'>): MapLayer {
  return {
    name: overrides.id,
    type: 'circle',
    source: overrides.id,
    drawOrder: 10,
    legendOrder: 1,
    legendGroup: 'Locations',
    layerGroup: overrides.id,
    paint: {},
    layout: { visibility: 'visible' },
    minzoom: null,
    popup: { excludePopup: false },
    excludeLayerCollapse: false,
    customSymbol: null,
    lreProperties: { excludeFields: [] },
    ...overrides,
  };
}
