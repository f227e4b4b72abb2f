import type VectorSource from 'ol/source/Vector';
import { offlineBasemapLayers } from './offlineBasemapLayers';

describe('the offline basemap', () => {
  it("draws the server's state, county, lake and river layers, in that order", () => {
    const layers = offlineBasemapLayers();
    expect(layers.map((layer) => layer.get('basemapLayer'))).toEqual([
      'state',
      'counties',
      'lakes',
      'rivers',
    ]);
    expect((layers[0]!.getSource() as VectorSource).getUrl()).toBe('/api/public-map/basemap/state');
  });
});
