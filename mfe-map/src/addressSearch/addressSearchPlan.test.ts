import { addressSearchPlan, reverseGeocoderUrl } from './addressSearchPlan';

const geocoder = {
  searchUrl: 'https://geo.example/search/{query}.json?key=k',
  reverseUrl: 'https://geo.example/reverse/{lon},{lat}.json?key=k',
};

describe('addressSearchPlan', () => {
  it('searches nothing for blank text', () => {
    expect(addressSearchPlan('   ', geocoder)).toEqual({ kind: 'nothing' });
  });

  it('reads two numbers as coordinates, offering the swapped reading too', () => {
    const plan = addressSearchPlan('40.1, -104.8', geocoder);
    expect(plan).toMatchObject({ kind: 'coordinates' });
    expect(plan.kind === 'coordinates' && plan.candidates.map((c) => [c.lat, c.lng])).toEqual([
      [40.1, -104.8],
    ]);
    const ambiguous = addressSearchPlan('40 45', null);
    expect(ambiguous.kind === 'coordinates' && ambiguous.candidates).toHaveLength(2);
  });

  it('asks the configured geocoder for anything else', () => {
    expect(addressSearchPlan('1 Main St, Brighton', geocoder)).toEqual({
      kind: 'geocoder',
      url: 'https://geo.example/search/1%20Main%20St%2C%20Brighton.json?key=k',
    });
  });

  it('searches the offline places when no geocoder is configured', () => {
    expect(addressSearchPlan(' Brighton ', null)).toEqual({ kind: 'places', query: 'Brighton' });
    expect(
      addressSearchPlan('Brighton', { searchUrl: null, reverseUrl: geocoder.reverseUrl }),
    ).toEqual({
      kind: 'places',
      query: 'Brighton',
    });
  });

  it('fills the reverse geocoder URL, or says there is none', () => {
    expect(reverseGeocoderUrl(geocoder, -104.8, 40.1)).toBe(
      'https://geo.example/reverse/-104.8,40.1.json?key=k',
    );
    expect(reverseGeocoderUrl(null, -104.8, 40.1)).toBeNull();
  });
});
