import { useTestApi } from '../../core/api/testing/apiFixture';
import { DRIVERS } from '../../core/database/testing/testDatabases';
import { embeddedBearer } from '../usersManagement/users/testing/embeddedTokens';
import { insertOgcFixture } from './testing/ogcFixture';

jest.setTimeout(60_000);

describe.each(DRIVERS)('OGC API landing, conformance and collections on %s', (driver) => {
  const api = useTestApi(driver, insertOgcFixture);
  const get = (url: string, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'GET', url, headers: { host: 'water.example', ...headers } });

  it('links the landing page to its conformance and collections with absolute URLs', async () => {
    const response = await get('/ogc');
    expect(response.statusCode).toBe(200);
    const links = response.json().links as { rel: string; href: string }[];
    expect(links).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rel: 'self', href: 'http://water.example/ogc' }),
        expect.objectContaining({
          rel: 'conformance',
          href: 'http://water.example/ogc/conformance',
        }),
        expect.objectContaining({ rel: 'data', href: 'http://water.example/ogc/collections' }),
      ]),
    );
  });

  it('describes itself in an OpenAPI 3.0 document listing each collection’s parameters', async () => {
    const landing = (await get('/ogc')).json() as { links: { rel: string; href: string }[] };
    expect(landing.links).toContainEqual(
      expect.objectContaining({ rel: 'service-desc', href: 'http://water.example/ogc/api' }),
    );
    const response = await get('/ogc/api');
    expect(response.headers['content-type']).toBe(
      'application/vnd.oai.openapi+json;version=3.0; charset=utf-8',
    );
    const document = response.json() as {
      openapi: string;
      paths: Record<string, { get: { parameters: { name: string }[] } }>;
    };
    expect(document.openapi).toMatch(/^3\.0\./);
    const names = (path: string) => document.paths[path]!.get.parameters.map((p) => p.name);
    expect(names('/collections/continuous-values/items')).toEqual(
      expect.arrayContaining(['limit', 'bbox', 'datetime', 'cursor', 'monitoring_location_id']),
    );
    expect(names('/collections/facilities/items')).toEqual(
      expect.arrayContaining(['offset', 'facility_type']),
    );
  });

  it('declares Core, GeoJSON, OpenAPI 3.0 and CRS by reference', async () => {
    const response = await get('/ogc/conformance');
    expect(response.json().conformsTo).toEqual(
      expect.arrayContaining([
        'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
        'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson',
        'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/oas30',
        'http://www.opengis.net/spec/ogcapi-features-2/1.0/conf/crs',
      ]),
    );
  });

  it('lists the collections with items links, CRS list and the extent the caller sees', async () => {
    const response = await get('/ogc/collections');
    expect(response.statusCode).toBe(200);
    const { collections } = response.json() as {
      collections: {
        id: string;
        crs: string[];
        extent: { spatial: { bbox: number[][] } };
        links: { rel: string; href: string }[];
      }[];
    };
    expect(collections.map((collection) => collection.id)).toEqual([
      'monitoring-locations',
      'facilities',
      'daily-values',
      'continuous-values',
      'latest-values',
    ]);
    const locations = collections[0]!;
    expect(locations.crs).toContain('http://www.opengis.net/def/crs/EPSG/0/4326');
    expect(locations.extent.spatial.bbox).toEqual([[-105.1, 40.1, -104.8, 40.6]]);
    expect(locations.links).toContainEqual(
      expect.objectContaining({
        rel: 'items',
        href: 'http://water.example/ogc/collections/monitoring-locations/items',
      }),
    );
  });

  it('answers one collection, and 404 in the OGC exception shape for an unknown one', async () => {
    expect((await get('/ogc/collections/facilities')).json().id).toBe('facilities');
    const unknown = await get('/ogc/collections/rivers');
    expect(unknown.statusCode).toBe(404);
    const elsewhere = await get('/ogc/apis');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().code).toBe('NotFound');
    expect(unknown.json()).toEqual({
      code: 'NotFound',
      description: expect.stringContaining('rivers'),
    });
  });

  it('is open to other sites for GET, preflight included', async () => {
    const response = await get('/ogc/collections', { origin: 'https://notebook.example' });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const preflight = await api.app.inject({
      method: 'OPTIONS',
      url: '/ogc/collections/facilities/items',
      headers: {
        origin: 'https://notebook.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toContain('Authorization');
  });

  it('tags every answer for revalidation and answers 304 to a client holding it', async () => {
    const first = await get('/ogc/collections');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.headers.etag).toMatch(/^W\/"/);
    const again = await get('/ogc/collections', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    const items = '/ogc/collections/monitoring-locations/items';
    const anonymous = await get(items);
    const signedIn = await get(items, await embeddedBearer(api.db, ['User']));
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    expect(signedIn.headers.vary).toContain('Authorization');
    // The district station makes the signed-in answer another document, with another tag.
    expect(signedIn.headers.etag).not.toBe(anonymous.headers.etag);
  });

  it('refuses a bad token in the OGC shape rather than answering the anonymous view', async () => {
    const response = await get('/ogc/collections', { authorization: 'Bearer nonsense' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'Unauthorized', description: expect.any(String) });
  });

  it('shows a person with a browser plain pages, escaped, with links to follow', async () => {
    const landing = await get('/ogc?f=html');
    expect(landing.headers['content-type']).toBe('text/html; charset=utf-8');
    // Its links lead to the other plain pages; the service description stays the OpenAPI JSON.
    expect(landing.body).toContain('<a href="http://water.example/ogc/collections?f=html">');
    expect(landing.body).toContain('<a href="http://water.example/ogc/conformance?f=html">');
    expect(landing.body).toContain('<a href="http://water.example/ogc/api">');
    expect(landing.body).toContain('<a href="http://water.example/ogc/api?f=html">');
    expect(landing.body).toContain('<a href="http://water.example/ogc?f=json">');
    const catalogue = await get('/ogc/collections?f=html');
    expect(catalogue.body).toContain(
      '<a href="http://water.example/ogc/collections/continuous-values?f=html">',
    );
    expect(catalogue.body).toContain(
      '<a href="http://water.example/ogc/collections/continuous-values/items?f=html">',
    );
    const collection = await get('/ogc/collections/daily-values?f=html');
    expect(collection.body).toContain(
      '<a href="http://water.example/ogc/collections/daily-values/items?f=html">',
    );
    const items = await get(
      '/ogc/collections/monitoring-locations/items?f=html&monitoring_location_id=CLAFTCCO&properties=name',
    );
    expect(items.body).toContain(
      '<td>CLAFTCCO</td><td>-105.1</td><td>40.6</td><td>Cache la Poudre at Fort Collins</td>',
    );
    expect(items.body).not.toContain('<script');
    // Its own links keep to HTML, and say so.
    expect(items.body).toContain('(self, text/html; charset=utf-8)');
    expect(items.body).toMatch(/<a href="[^"]*f=html[^"]*">This page<\/a>/);
    const described = await get('/ogc/collections/facilities?f=html');
    expect(described.body).toContain('<h1>Facilities</h1>');
  });

  it('answers by the Accept header when f is absent: a browser HTML, a spreadsheet CSV', async () => {
    const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    const landing = await get('/ogc', { accept: browser });
    expect(landing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(landing.headers.vary).toContain('Accept');
    const catalogue = await get('/ogc/collections', { accept: browser });
    expect(catalogue.body).toMatch(/^<!doctype html>/);
    const csv = await get('/ogc/collections/monitoring-locations/items?limit=2', {
      accept: 'text/csv',
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\n')[0]).toMatch(/^id,x,y,monitoring_location_id/);
    // Its next link keeps to CSV wherever it is opened.
    expect(csv.headers.link).toMatch(/f=csv/);
    for (const accept of ['application/geo+json', '*/*', 'application/xml']) {
      const items = await get('/ogc/collections/facilities/items', { accept });
      expect(items.headers['content-type']).toMatch(/^application\/geo\+json/);
    }
    // Every document comes as a page (the HTML class): conformance and the API description too.
    for (const path of ['/ogc/conformance', '/ogc/api', '/ogc/collections/facilities/queryables']) {
      expect((await get(path, { accept: browser })).body).toMatch(/^<!doctype html>/);
    }
    // f wins over Accept.
    const asked = await get('/ogc/collections?f=json', { accept: browser });
    expect(asked.headers['content-type']).toMatch(/^application\/json/);
  });

  it('lists the properties each collection filters on as its queryables', async () => {
    const described = (await get('/ogc/collections/continuous-values')).json() as {
      links: { rel: string; href: string; type: string }[];
    };
    const link = described.links.find(
      (candidate) => candidate.rel === 'http://www.opengis.net/def/rel/ogc/1.0/queryables',
    );
    expect(link).toMatchObject({
      href: 'http://water.example/ogc/collections/continuous-values/queryables',
      type: 'application/schema+json',
    });
    const response = await get('/ogc/collections/continuous-values/queryables');
    expect(response.headers['content-type']).toMatch(/^application\/schema\+json/);
    const schema = response.json() as { type: string; properties: Record<string, unknown> };
    expect(schema.type).toBe('object');
    expect(Object.keys(schema.properties)).toEqual([
      'monitoring_location_id',
      'parameter',
      'datetime',
    ]);
    const facilities = (await get('/ogc/collections/facilities/queryables')).json() as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(facilities.properties)).toEqual(['monitoring_location_id', 'facility_type']);
    expect((await get('/ogc/collections/nope/queryables')).statusCode).toBe(404);
  });

  it('stays out of the /api OpenAPI document', async () => {
    const document = (await get('/api/docs/json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/ogc'))).toEqual([]);
  });
});
