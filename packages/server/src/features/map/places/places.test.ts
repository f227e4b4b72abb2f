import { placesResponseSchema, reversePlaceSchema } from '@headgate/contracts';
import { expectBadRequest, useTestApi } from '../../../core/api/testing/apiFixture';
import { DRIVERS } from '../../../core/database/testing/testDatabases';

jest.setTimeout(60_000);

describe.each(DRIVERS)('offline places search on %s', (driver) => {
  const api = useTestApi(driver);
  const search = async (q: string) => {
    const response = await api.app.inject({ url: '/api/public-map/places', query: { q } });
    expect(response.statusCode).toBe(200);
    return placesResponseSchema.parse(response.json());
  };

  it('finds a town by name, first, with where to fly and how far to zoom', async () => {
    const [first] = await search('Brighton');
    expect(first).toEqual({
      name: 'Brighton',
      kind: 'town',
      lon: -104.79609,
      lat: 39.97161,
      zoom: 13,
    });
    expect((await search('fort lupton'))[0]).toMatchObject({ name: 'Fort Lupton', kind: 'town' });
    expect((await search('fort luptn'))[0]).toMatchObject({ name: 'Fort Lupton', kind: 'town' });
  });

  it('finds counties and water districts, framed by their zoom', async () => {
    const weld = (await search('Weld')).find((place) => place.kind === 'county');
    expect(weld).toMatchObject({ name: 'Weld County', zoom: 9 });
    expect(weld!.lon).toBeGreaterThan(-105.1);
    expect(weld!.lon).toBeLessThan(-103.7);
    expect((await search('denver gage to greeley'))[0]).toMatchObject({
      name: 'Water District 2 (South Platte - Denver Gage to Greeley)',
      kind: 'water district',
    });
  });

  it('finds public locations, never restricted ones', async () => {
    expect(await search('henderson')).toContainEqual({
      name: 'South Platte River at Henderson',
      kind: 'location',
      lon: -104.8,
      lat: 40.1,
      zoom: 16,
    });
    const brighton = await search('brighton');
    expect(brighton.map((place) => place.name)).not.toContain('Brighton Well 7');
    expect(brighton.every((place) => place.kind !== 'location')).toBe(true);
  });

  it('answers at most 10, and nothing for wildcards alone', async () => {
    expect(await search('recharge pond')).toHaveLength(10);
    expect(await search('%')).toEqual([]);
  });

  it('describes a point in Brighton: the town, its county and its water district', async () => {
    const response = await api.app.inject('/api/public-map/places/reverse?lon=-104.8&lat=39.98');
    expect(response.statusCode).toBe(200);
    expect(reversePlaceSchema.parse(response.json())).toEqual({
      name: 'Brighton',
      county: 'Adams County',
      waterDistrict: 'Water District 2 (South Platte - Denver Gage to Greeley)',
    });
  });

  it('falls back to the county, then the coordinates, far from any town', async () => {
    const plains = await api.app.inject('/api/public-map/places/reverse?lon=-103.05&lat=40.55');
    expect(plains.json()).toMatchObject({ county: expect.stringMatching(/County$/) });
    const ocean = (await api.app.inject('/api/public-map/places/reverse?lon=-140&lat=30')).json();
    expect(ocean).toEqual({ name: '30.00000, -140.00000', county: null, waterDistrict: null });
  });

  it.each([
    ['/api/public-map/places', 'querystring.q'],
    ['/api/public-map/places?q=', 'querystring.q'],
    ['/api/public-map/places/reverse?lat=40', 'querystring.lon'],
    ['/api/public-map/places/reverse?lon=&lat=40', 'querystring.lon'],
    ['/api/public-map/places/reverse?lon=-104.8&lat=north', 'querystring.lat'],
    ['/api/public-map/places/reverse?lon=-204.8&lat=40', 'querystring.lon'],
    ['/api/public-map/places/reverse?lon=-104.8&lat=91', 'querystring.lat'],
  ])('rejects %s with 400 naming %s', async (url, field) => {
    const response = await api.app.inject(url);
    expectBadRequest(response, field);
  });
});
