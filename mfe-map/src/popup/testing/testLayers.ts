import type { MapLayer } from '@headgate/contracts';

/** A layer as `GET /api/public-map/layers` sends it, for popup tests. */
export function testLayer(overrides: Partial<MapLayer> & Pick<MapLayer, 'id'>): MapLayer {
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

// As packages/server/src/demo/mapLayers.ts seeds them.
export const unitedLocations = testLayer({
  id: 'united-locations',
  name: 'United Locations',
  lreProperties: {
    titleField: 'location_name',
    excludeFields: ['location_ndx', 'location_geometry', 'map_sym_fill_color', 'has_flow_graph'],
  },
});
export const unitedLabels = testLayer({
  id: 'united-locations-labels',
  type: 'symbol',
  source: 'united-locations',
  popup: { excludePopup: true },
});
export const publicLocations = testLayer({
  id: 'public-locations',
  name: 'Stream Gages (public)',
  lreProperties: { titleField: 'location_name', excludeFields: ['location_ndx'] },
});
export const diversionPoints = testLayer({
  id: 'diversion-points',
  name: 'Diversion Points',
  legendGroup: 'CDSS',
  lreProperties: { titleField: 'StructName', excludeFields: [] },
});
export const riverCalls = testLayer({
  id: 'river-calls',
  name: 'River Calls',
  legendGroup: 'DWR Data',
  lreProperties: { titleField: 'structure_name', excludeFields: ['priority_wdid'] },
});
