import { useTestApi } from '../../core/api/testing/apiFixture';
import { DRIVERS } from '../../core/database/testing/testDatabases';
import { embeddedBearer } from '../usersManagement/users/testing/embeddedTokens';
import { insertOgcFixture } from './testing/ogcFixture';

jest.setTimeout(60_000);

interface Collection {
  type: string;
  numberMatched: number;
  numberReturned: number;
  features: {
    id: string | number;
    geometry: { type: string; coordinates: unknown } | null;
    properties: Record<string, unknown>;
  }[];
  links: { rel: string; href: string }[];
}

const LOCATIONS = '/ogc/collections/monitoring-locations/items';
const FACILITIES = '/ogc/collections/facilities/items';

describe.each(DRIVERS)('OGC API items of locations and facilities on %s', (driver) => {
  const api = useTestApi(driver, insertOgcFixture);
  const get = (url: string, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'GET', url, headers: { host: 'water.example', ...headers } });
  const items = async (url: string, headers: Record<string, string> = {}) => {
    const response = await get(url, headers);
    expect(response.statusCode).toBe(200);
    return response.json() as Collection;
  };
  const ids = (collection: Collection) => collection.features.map((feature) => feature.id);
  const signedIn = () => embeddedBearer(api.db, ['User']);

  it('answers GeoJSON points in CRS84 with the location’s properties, 100 a page by default', async () => {
    const response = await get(LOCATIONS);
    expect(response.headers['content-type']).toBe('application/geo+json; charset=utf-8');
    expect(response.headers['content-crs']).toBe('<http://www.opengis.net/def/crs/OGC/1.3/CRS84>');
    const page = response.json() as Collection;
    expect(page.type).toBe('FeatureCollection');
    // 60 recharge ponds, the Henderson and Fort Collins gages; not the district well nor the excluded gage.
    expect(page.numberMatched).toBe(62);
    expect(page.numberReturned).toBe(62);
    expect(ids(page)).not.toContain('BRW-7');
    expect(ids(page)).not.toContain('HIDDEN-1');
    const henderson = page.features.find((feature) => feature.id === 'PLAHENCO')!;
    expect(henderson.geometry).toEqual({ type: 'Point', coordinates: [-104.8, 40.1] });
    expect(henderson.properties).toEqual({
      monitoring_location_id: 'PLAHENCO',
      name: 'South Platte River at Henderson',
      location_type: 'Stream Gage',
      water_body: 'South Platte River',
      huc12_name: null,
      county_name: null,
      facilities: ['Henderson Gage Site'],
      parameters: ['flow_cfs'],
      period_of_record_begin: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00-0[67]:00$/),
      period_of_record_end: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00-0[67]:00$/),
      public: true,
    });
  });

  it('shows a signed-in caller the district stations too, as the United layer does', async () => {
    const page = await items(LOCATIONS, await signedIn());
    expect(page.numberMatched).toBe(63);
    expect(ids(page)).toContain('BRW-7');
  });

  it('pages with limit through next and prev links that keep the filters', async () => {
    const first = await items(`${LOCATIONS}?limit=25&parameter=flow_cfs`);
    expect(first.numberReturned).toBe(1);
    const page1 = await items(`${LOCATIONS}?limit=25`);
    expect(page1.numberReturned).toBe(25);
    expect(page1.links.map((link) => link.rel)).toEqual([
      'self',
      'next',
      'alternate',
      'alternate',
      'collection',
    ]);
    const next = page1.links.find((link) => link.rel === 'next')!.href;
    expect(next).toBe(
      'http://water.example/ogc/collections/monitoring-locations/items?limit=25&offset=25',
    );
    const page3 = await items(next.replace('offset=25', 'offset=50'));
    expect(page3.numberReturned).toBe(12);
    expect(page3.links.map((link) => link.rel)).toEqual([
      'self',
      'prev',
      'alternate',
      'alternate',
      'collection',
    ]);
    const seen = new Set([
      ...ids(page1),
      ...ids(await items(next.replace('http://water.example', ''))),
      ...ids(page3),
    ]);
    expect(seen.size).toBe(62);
  });

  it('reads a limit above 10,000 as 10,000 and refuses one below 1, naming it', async () => {
    expect((await items(`${LOCATIONS}?limit=50000`)).numberReturned).toBe(62);
    const refused = await get(`${LOCATIONS}?limit=0`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'InvalidParameterValue',
      description: expect.stringContaining('limit'),
      parameter: 'limit',
    });
  });

  it('filters by bbox in CRS84, and in EPSG:4326 axis order with bbox-crs', async () => {
    expect(ids(await items(`${LOCATIONS}?bbox=-105.2,40.5,-105,40.7`))).toEqual(['CLAFTCCO']);
    expect(
      ids(
        await items(
          `${LOCATIONS}?bbox=40.5,-105.2,40.7,-105&bbox-crs=${encodeURIComponent('http://www.opengis.net/def/crs/EPSG/0/4326')}`,
        ),
      ),
    ).toEqual(['CLAFTCCO']);
    const refused = await get(`${LOCATIONS}?bbox=1,2,3`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().parameter).toBe('bbox');
  });

  it('answers coordinates latitude first when asked for EPSG:4326', async () => {
    const response = await get(
      `/ogc/collections/monitoring-locations/items/CLAFTCCO?crs=${encodeURIComponent('http://www.opengis.net/def/crs/EPSG/0/4326')}`,
    );
    expect(response.headers['content-crs']).toBe('<http://www.opengis.net/def/crs/EPSG/0/4326>');
    expect(response.json().geometry.coordinates).toEqual([40.6, -105.1]);
  });

  it('filters by location id and parameter, and thins properties', async () => {
    const page = await items(
      `${LOCATIONS}?monitoring_location_id=PLAHENCO,CLAFTCCO&properties=name,parameters`,
    );
    expect(page.features.map((feature) => feature.properties)).toEqual([
      { name: 'Cache la Poudre at Fort Collins', parameters: [] },
      { name: 'South Platte River at Henderson', parameters: ['flow_cfs'] },
    ]);
    const unknown = await get(`${LOCATIONS}?properties=name,colour`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().description).toContain('colour');
  });

  it('refuses a parameter the collection does not know, naming it', async () => {
    const response = await get(`${LOCATIONS}?locatoin_id=PLAHENCO`);
    expect(response.statusCode).toBe(400);
    expect(response.json().parameter).toBe('locatoin_id');
  });

  it('answers one location, 401 for a district station when anonymous, 404 for an unknown one', async () => {
    const one = await get('/ogc/collections/monitoring-locations/items/PLAHENCO');
    expect(one.json()).toMatchObject({ type: 'Feature', id: 'PLAHENCO' });
    expect((await get('/ogc/collections/monitoring-locations/items/BRW-7')).statusCode).toBe(401);
    expect(
      (await get('/ogc/collections/monitoring-locations/items/BRW-7', await signedIn())).statusCode,
    ).toBe(200);
    const unknown = await get('/ogc/collections/monitoring-locations/items/NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NotFound');
  });

  it('answers facilities as multipoints of the locations the caller sees', async () => {
    const anonymous = await items(FACILITIES);
    expect(anonymous.features).toEqual([
      {
        type: 'Feature',
        id: 10,
        geometry: {
          type: 'MultiPoint',
          coordinates: [
            [-105.1, 40.6],
            [-104.8, 40.1],
          ],
        },
        properties: {
          facility: 'HEN',
          name: 'Henderson Gage Site',
          facility_type: 'Reservoir',
          monitoring_location_ids: ['CLAFTCCO', 'PLAHENCO'],
        },
      },
    ]);
    expect((await get('/ogc/collections/facilities/items/11')).statusCode).toBe(401);
    const all = await items(FACILITIES, await signedIn());
    expect(ids(all)).toEqual([10, 11]);
    expect(
      ids(await items(`${FACILITIES}?monitoring_location_id=BRW-7`, await signedIn())),
    ).toEqual([11]);
    expect(ids(await items(`${FACILITIES}?bbox=-105.2,40.5,-105,40.7`))).toEqual([10]);
    expect(ids(await items(`${FACILITIES}?facility_type=Well%20Field`))).toEqual([]);
  });
});
