import { mapLayer } from '../../layers/testing/mapLayerFixture';

// As packages/server/demo/mapLayers.ts seeds them.
export const unitedLocations = mapLayer({
  id: 'united-locations',
  name: 'United Infrastructure',
  lreProperties: {
    titleField: 'location_name',
    excludeFields: ['location_ndx', 'location_geometry', 'map_sym_fill_color', 'has_flow_graph'],
  },
});
export const unitedLabels = mapLayer({
  id: 'united-locations-labels',
  type: 'symbol',
  source: 'united-locations',
  popup: { excludePopup: true },
});
export const publicLocations = mapLayer({
  id: 'public-locations',
  name: 'Stream Gages (public)',
  lreProperties: { titleField: 'location_name', excludeFields: ['location_ndx'] },
});
export const diversionPoints = mapLayer({
  id: 'diversion-points',
  name: 'Diversion Points',
  legendGroup: 'CDSS',
  lreProperties: { titleField: 'StructName', excludeFields: [] },
});
export const riverCalls = mapLayer({
  id: 'river-calls',
  name: 'River Calls',
  legendGroup: 'DWR Data',
  lreProperties: { titleField: 'structure_name', excludeFields: ['priority_wdid'] },
});
