import type { FlatStyle } from 'ol/style/flat';
import { OFFLINE_LOOK_IDS } from './offlineLooks';
import { flatStyleParts } from './offlineLayers';
import { offlineBasemapStyle, splitLabels } from './offlineStyle';

const urlOf = (layer: string) => `/api/public-map/basemap/${layer}`;

describe('the offline basemap as flat styles', () => {
  it.each(OFFLINE_LOOK_IDS)(
    'translates every layer of the %s look, with no style engine',
    (look) => {
      const { ground, labels } = splitLabels(offlineBasemapStyle(look, urlOf));
      const groundParts = flatStyleParts(ground).parts;
      // One OpenLayers layer per run of style layers on one source, as ol-mapbox-style made them.
      expect(groundParts.map((part) => part.source)).toEqual([
        'basemap-state',
        'basemap-urban-areas',
        'basemap-water-districts',
        'basemap-counties',
        'basemap-lakes',
        'basemap-rivers',
        'basemap-railroads',
        'basemap-state',
        'basemap-places',
      ]);
      expect(groundParts[0]?.background).toBe(
        ground.layers[0]?.paint &&
          (ground.layers[0].paint as Record<string, string>)['background-color'],
      );
      const labelParts = flatStyleParts(labels);
      expect(labelParts.parts.map((part) => part.source)).toEqual([
        'basemap-counties',
        'basemap-rivers',
        'basemap-lakes',
        'basemap-places',
      ]);
      // Town labels are broken into lines; river names follow their line unbroken.
      expect(
        labelParts.labels.get('basemap-places')?.every((recipe) => recipe.maxWidthEms === 10),
      ).toBe(true);
      expect(labelParts.labels.get('basemap-rivers')?.[0]?.maxWidthEms).toBeNull();
      expect(labelParts.labels.get('basemap-counties')?.[0]).toMatchObject({
        uppercase: true,
        letterSpacing: 0.18,
      });
    },
  );

  it('draws cities over towns when labels collide (later layers declutter first)', () => {
    const { labels } = splitLabels(offlineBasemapStyle('outdoors', urlOf));
    const places = flatStyleParts(labels).parts.find((part) => part.source === 'basemap-places')!;
    const zIndexes = places.rules.map((rule) => (rule.style as FlatStyle)['z-index'] as number);
    expect(zIndexes).toEqual([...zIndexes].sort((a, b) => a - b));
    expect((places.rules[places.rules.length - 1]?.style as FlatStyle)['text-font']).toBe(
      'normal 700 15px/1.2 Arial,sans-serif',
    );
  });
});
