import { legendSections } from '../layers/layerGroups';
import { mapLayer } from '../layers/testing/mapLayerFixture';
import { exportLegend, legendIconUrls } from './exportLegend';

const sections = legendSections([
  mapLayer({ id: 'gages', name: 'Stream Gages', paint: { 'circle-color': '#336699' } }),
  mapLayer({
    id: 'wells',
    name: 'Wells',
    legendOrder: 2,
    layout: { visibility: 'none' },
    customSymbol: { shape: 'square', color: '#8c564b' },
  }),
  mapLayer({
    id: 'districts',
    name: 'DWR Water Districts',
    type: 'fill',
    legendGroup: 'Boundaries',
    legendOrder: 3,
    paint: { 'fill-color': '#6BAED6' },
  }),
]);

const noChoices = { groupVisibility: {}, restoredGroups: null };

describe('exportLegend', () => {
  it('lists the groups shown when the map opens, by legend group, with their swatches', () => {
    expect(exportLegend(sections, noChoices)).toEqual([
      {
        title: 'Locations',
        entries: [
          { label: 'Stream Gages', swatch: { kind: 'circle', colors: ['#336699'], stroke: null } },
        ],
      },
      {
        title: 'Boundaries',
        entries: [
          {
            label: 'DWR Water Districts',
            swatch: { kind: 'fill', color: '#6BAED6', outline: null },
          },
        ],
      },
    ]);
  });

  it('follows the visitor’s switches and leaves out legend groups with nothing shown', () => {
    const legend = exportLegend(sections, {
      groupVisibility: { wells: true, districts: false },
      restoredGroups: null,
    });
    expect(legend.map((section) => section.title)).toEqual(['Locations']);
    expect(legend[0]!.entries.map((entry) => entry.label)).toEqual(['Stream Gages', 'Wells']);
  });

  it('shows the groups a shared link named', () => {
    const legend = exportLegend(sections, { groupVisibility: {}, restoredGroups: ['districts'] });
    expect(legend.flatMap((section) => section.entries.map((entry) => entry.label))).toEqual([
      'DWR Water Districts',
    ]);
  });

  it('names the symbol images to load, once each', () => {
    const legend = exportLegend(sections, {
      groupVisibility: { wells: true },
      restoredGroups: null,
    });
    expect(legendIconUrls([...legend, ...legend])).toEqual([
      '/api/icon/icon?shape=square&color=%238c564b',
    ]);
  });
});
