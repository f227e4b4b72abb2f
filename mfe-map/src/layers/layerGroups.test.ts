import { defaultVisibleGroups, groupIdOf, inDrawOrder, legendSections } from './layerGroups';
import { mapLayer } from './testing/mapLayerFixture';

const layers = [
  mapLayer({
    id: 'wd-fill',
    type: 'fill',
    legendGroup: 'Boundaries',
    layerGroup: 'water-districts',
    name: 'DWR Water Districts',
    drawOrder: 10,
    legendOrder: 401,
  }),
  mapLayer({
    id: 'wd-line',
    type: 'line',
    legendGroup: 'Boundaries',
    layerGroup: 'water-districts',
    name: 'DWR Water Districts (outline)',
    drawOrder: 20,
    legendOrder: 402,
  }),
  mapLayer({
    id: 'counties',
    type: 'line',
    legendGroup: 'Boundaries',
    layerGroup: 'counties',
    drawOrder: 30,
    legendOrder: 403,
    layout: { visibility: 'none' },
  }),
  mapLayer({
    id: 'public',
    legendGroup: 'Locations',
    layerGroup: 'public-locations',
    name: 'Stream Gages',
    drawOrder: 110,
    legendOrder: 101,
  }),
  mapLayer({
    id: 'public-labels',
    type: 'symbol',
    legendGroup: 'Locations',
    layerGroup: 'public-locations',
    drawOrder: 120,
    legendOrder: 102,
  }),
  mapLayer({
    id: 'calls',
    legendGroup: 'DWR Data',
    layerGroup: 'dwr',
    name: 'River Calls',
    drawOrder: 100,
    legendOrder: 201,
    excludeLayerCollapse: true,
  }),
  mapLayer({
    id: 'gages',
    legendGroup: 'DWR Data',
    layerGroup: 'dwr',
    name: 'DWR Gages',
    drawOrder: 90,
    legendOrder: 202,
  }),
];

describe('layer groups', () => {
  it('groups layers by legend group and layer group, in legend order', () => {
    const sections = legendSections(layers);
    expect(sections.map((section) => section.legendGroup)).toEqual([
      'Locations',
      'DWR Data',
      'Boundaries',
    ]);
    expect(sections[0]!.entries).toEqual([
      expect.objectContaining({ id: 'public-locations', label: 'Stream Gages', hasFill: false }),
    ]);
    expect(sections[0]!.entries[0]!.layers.map((layer) => layer.id)).toEqual([
      'public',
      'public-labels',
    ]);
    expect(sections[2]!.entries.map((entry) => [entry.id, entry.label, entry.hasFill])).toEqual([
      ['water-districts', 'DWR Water Districts', true],
      ['counties', 'counties', false],
    ]);
  });

  it('lists a layer excluded from collapsing on its own', () => {
    const [, dwr] = legendSections(layers);
    expect(dwr!.entries.map((entry) => entry.id)).toEqual(['calls', 'dwr']);
    expect(groupIdOf(layers[5]!)).toBe('calls');
    expect(groupIdOf(layers[6]!)).toBe('dwr');
  });

  it('shows the groups whose layers are visible by default', () => {
    expect(defaultVisibleGroups(layers)).toEqual([
      'public-locations',
      'calls',
      'dwr',
      'water-districts',
    ]);
  });

  it('draws in draw order', () => {
    expect(inDrawOrder(layers).map((layer) => layer.id)).toEqual([
      'wd-fill',
      'wd-line',
      'counties',
      'gages',
      'calls',
      'public',
      'public-labels',
    ]);
  });
});
