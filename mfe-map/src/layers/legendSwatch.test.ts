import { PRIMARY_COLOR } from '@headgate/design-system';
import { legendSections } from './layerGroups';
import { colorsOf, legendSwatch } from './legendSwatch';
import { mapLayer } from './testing/mapLayerFixture';

const entryOf = (...layers: Parameters<typeof legendSections>[0]) =>
  legendSections(layers)[0]!.entries[0]!;

describe('legend swatches', () => {
  it('reads the plain colours an expression can give', () => {
    expect(colorsOf(['step', ['get', 'cfs'], '#C6DBEF', 10, '#6BAED6'])).toEqual([
      '#C6DBEF',
      '#6BAED6',
    ]);
    expect(colorsOf(['get', 'map_sym_fill_color'])).toEqual([PRIMARY_COLOR]);
  });

  it('shows a fill with its outline layer', () => {
    const swatch = legendSwatch(
      entryOf(
        mapLayer({
          id: 'fill',
          type: 'fill',
          layerGroup: 'wd',
          paint: { 'fill-color': '#6BAED6' },
        }),
        mapLayer({
          id: 'line',
          type: 'line',
          layerGroup: 'wd',
          paint: { 'line-color': '#3182BD' },
        }),
      ),
    );
    expect(swatch).toEqual({ kind: 'fill', color: '#6BAED6', outline: '#3182BD' });
  });

  it('shows circles, dashed lines, symbols and labels', () => {
    expect(
      legendSwatch(
        entryOf(
          mapLayer({
            id: 'c',
            paint: { 'circle-color': '#D62728', 'circle-stroke-color': '#000000' },
          }),
        ),
      ),
    ).toEqual({
      kind: 'circle',
      colors: ['#D62728'],
      stroke: '#000000',
    });
    expect(
      legendSwatch(
        entryOf(
          mapLayer({
            id: 'l',
            type: 'line',
            paint: { 'line-color': '#7F7F7F', 'line-dasharray': [3, 2] },
          }),
        ),
      ),
    ).toEqual({
      kind: 'line',
      color: '#7F7F7F',
      dashed: true,
    });
    expect(
      legendSwatch(
        entryOf(mapLayer({ id: 's', customSymbol: { shape: 'triangle', color: '336699' } })),
      ),
    ).toEqual({ kind: 'icon', url: '/api/icon/icon?shape=triangle&color=336699' });
    expect(
      legendSwatch(
        entryOf(mapLayer({ id: 't', type: 'symbol', paint: { 'text-color': '#1A1A1A' } })),
      ),
    ).toEqual({
      kind: 'label',
      color: '#1A1A1A',
    });
  });
});
