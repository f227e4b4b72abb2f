import { BASEMAP_LAYER_IDS, PLACE_RANK_MINZOOM } from '@headgate/contracts';
import { MAP_FONTS } from '../../map/mapFonts';
import { OFFLINE_LOOK_IDS, OFFLINE_LOOKS } from './offlineLooks';
import { offlineBasemapStyle, splitLabels } from './offlineStyle';

const urlOf = (layer: string) => `/api/public-map/basemap/${layer}`;

describe('offline basemap style', () => {
  it('reads every basemap layer from its endpoint', () => {
    const style = offlineBasemapStyle('outdoors', urlOf, 'Natural Earth');
    expect(Object.values(style.sources).map((source) => source.data)).toEqual(
      BASEMAP_LAYER_IDS.map(urlOf),
    );
    expect(style.sources['basemap-state']?.attribution).toBe('Natural Earth');
    const used = new Set(style.layers.map((layer) => layer.source).filter(Boolean));
    expect(used).toEqual(new Set(BASEMAP_LAYER_IDS.map((layer) => `basemap-${layer}`)));
  });

  it('has four distinct looks', () => {
    const palettes = OFFLINE_LOOK_IDS.map((id) => JSON.stringify(OFFLINE_LOOKS[id]));
    expect(new Set(palettes).size).toBe(4);
    const dark = offlineBasemapStyle('dark', urlOf);
    expect(dark.layers[0]).toEqual({
      id: 'outside',
      type: 'background',
      paint: { 'background-color': OFFLINE_LOOKS.dark.outside },
    });
  });

  it('labels towns by rank from the zoom each rank waits for, cities drawn last', () => {
    const labels = offlineBasemapStyle('light', urlOf).layers.filter((layer) =>
      String(layer.id).startsWith('place-label'),
    );
    expect(labels.map((layer) => [layer.id, layer.minzoom])).toEqual([
      ['place-label-4', PLACE_RANK_MINZOOM[4]],
      ['place-label-3', PLACE_RANK_MINZOOM[3]],
      ['place-label-2', PLACE_RANK_MINZOOM[2]],
      ['place-label-1', PLACE_RANK_MINZOOM[1]],
    ]);
  });

  it('names rivers along their line once zoomed in', () => {
    const riverLabels = offlineBasemapStyle('streets', urlOf).layers.find(
      (layer) => layer.id === 'river-labels',
    );
    expect(riverLabels).toMatchObject({ minzoom: 9, layout: { 'symbol-placement': 'line' } });
  });

  it('only uses fonts that need no download', () => {
    const fonts = offlineBasemapStyle('outdoors', urlOf).layers.flatMap(
      (layer) =>
        ((layer.layout as Record<string, unknown> | undefined)?.['text-font'] as string[]) ?? [],
    );
    const allowed = new Set<string>(Object.values(MAP_FONTS).flat());
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((font) => allowed.has(font))).toBe(true);
  });

  it('splits labels from the ground so names can sit over the data', () => {
    const { ground, labels } = splitLabels(offlineBasemapStyle('outdoors', urlOf));
    expect(labels.layers.every((layer) => layer.type === 'symbol')).toBe(true);
    expect(ground.layers.some((layer) => layer.type === 'symbol')).toBe(false);
    expect(ground.layers[0]?.type).toBe('background');
  });
});
