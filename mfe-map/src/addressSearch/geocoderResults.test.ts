import { geocoderPlaceName, geocoderResults } from './geocoderResults';

describe('geocoder answers', () => {
  it('reads Mapbox-style features: place_name and center', () => {
    const answer = {
      type: 'FeatureCollection',
      features: [
        { id: 'a.1', place_name: '1 Main St, Brighton, Colorado', center: [-104.82, 39.98] },
        {
          id: 'b.2',
          properties: { name: 'Brighton Reservoir' },
          geometry: { type: 'Point', coordinates: [-104.7, 40] },
        },
        { id: 'c.3', place_name: 'No point' },
      ],
    };
    expect(geocoderResults(answer)).toEqual([
      {
        key: 'address-a.1',
        label: '1 Main St, Brighton, Colorado',
        kind: 'address',
        lon: -104.82,
        lat: 39.98,
      },
      { key: 'address-b.2', label: 'Brighton Reservoir', kind: 'address', lon: -104.7, lat: 40 },
    ]);
  });

  it('answers nothing for anything else', () => {
    expect(geocoderResults({ results: [] })).toEqual([]);
    expect(geocoderResults(null)).toEqual([]);
    expect(geocoderPlaceName({ features: [] })).toBeNull();
  });
});
