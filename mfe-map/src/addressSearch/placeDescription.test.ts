import { placeDescription } from './searchAddresses';

describe('placeDescription', () => {
  it('names the nearest town, the county and the water district', () => {
    expect(
      placeDescription({
        name: 'Fort Lupton',
        county: 'Weld County',
        waterDistrict: 'Water District 2 (South Platte - Denver Gage to Greeley)',
      }),
    ).toBe(
      'Near Fort Lupton · Weld County · Water District 2 (South Platte - Denver Gage to Greeley)',
    );
  });

  it('does not call a county or bare coordinates "near"', () => {
    expect(
      placeDescription({ name: 'Weld County', county: 'Weld County', waterDistrict: null }),
    ).toBe('Weld County');
    expect(
      placeDescription({ name: '41.00000, -109.00000', county: null, waterDistrict: null }),
    ).toBe('');
  });
});
