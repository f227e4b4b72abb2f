import { mapLayer } from '../layers/testing/mapLayerFixture';
import { featureListItems, type FeatureInView } from './featureListItems';

const gages = mapLayer({
  id: 'gages',
  name: 'Stream Gages',
  lreProperties: { titleField: 'location_name', excludeFields: [] },
});
const labels = mapLayer({ id: 'gage-labels', source: 'gages', type: 'symbol' });
const inView = (layer: typeof gages, id: number, name: string): FeatureInView => ({
  layer,
  id,
  properties: { location_name: name },
  coordinate: [id, id],
});

describe('featureListItems', () => {
  it('titles each feature as its popup does, once, alphabetically', () => {
    const { items, total } = featureListItems([
      inView(gages, 2, 'Platte at Kersey'),
      inView(gages, 1, 'Big Dry Creek'),
      inView(labels, 1, 'Big Dry Creek'),
      inView(gages, 10, 'Platte at Henderson'),
    ]);
    expect(items.map((item) => [item.title, item.layerName])).toEqual([
      ['Big Dry Creek', 'Stream Gages'],
      ['Platte at Henderson', 'Stream Gages'],
      ['Platte at Kersey', 'Stream Gages'],
    ]);
    expect(total).toBe(3);
  });

  it('keeps the first features past the limit and counts them all', () => {
    const many = Array.from({ length: 5 }, (_, index) => inView(gages, index, `Gage ${index}`));
    const { items, total } = featureListItems(many, 2);
    expect(items.map((item) => item.title)).toEqual(['Gage 0', 'Gage 1']);
    expect(total).toBe(5);
  });
});
