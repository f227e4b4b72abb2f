import type * as z from 'zod';
import { useTestApi } from '../../core/api/testing/apiFixture';
import { OGC_COLLECTIONS } from './ogcRoutes';
import { insertOgcFixture } from './testing/ogcFixture';
import {
  collection,
  collections,
  confClasses,
  feature,
  featureCollection,
  landingPage,
  rels,
  rfc3339,
  type Link,
} from './testing/featuresSchemas';

jest.setTimeout(60_000);

const GEOJSON = /^application\/geo\+json/;
const JSON_TYPE = /^application\/json/;
const HTML = /^text\/html/;
const CSV = /^text\/csv/;
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Which properties of each collection are timestamps, and of which kind. */
const TIME_PROPERTIES: Record<string, Record<string, 'instant' | 'day'>> = {
  'monitoring-locations': { period_of_record_begin: 'instant', period_of_record_end: 'instant' },
  facilities: {},
  'daily-values': { time: 'day' },
  'continuous-values': { time: 'instant' },
  'latest-values': { time: 'instant' },
};

/**
 * Our own conformance check of OGC API – Features Part 1 (and Part 2's CRS headers): every
 * `/ogc` answer, in each encoding it comes in, against the standard's schemas and the links,
 * timestamps and paging its text requires. The shapes do not depend on the database: PGlite.
 */
describe('OGC API – Features conformance of every /ogc answer', () => {
  const api = useTestApi('pglite', insertOgcFixture);
  const get = async (url: string, accept?: string) => {
    const response = await api.app.inject({
      method: 'GET',
      url: url.replace('http://water.example', ''),
      headers: { host: 'water.example', ...(accept ? { accept } : {}) },
    });
    expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    return response;
  };
  const valid = <T>(schema: z.ZodType<T>, value: unknown, where: string): T => {
    const checked = schema.safeParse(value);
    if (!checked.success) throw new Error(`${where}: ${checked.error.message}`);
    return checked.data;
  };
  const linked = (links: readonly Link[], rel: string) => links.filter((each) => each.rel === rel);

  /** Part 1 /req/core/…-links: a self link, and an alternate link per other encoding. */
  function expectSelfAndAlternates(links: readonly Link[], where: string, others: RegExp[]) {
    expect({ where, self: linked(links, 'self').length }).toEqual({ where, self: 1 });
    const alternates = linked(links, 'alternate').map((each) => each.type ?? '');
    for (const type of others) {
      expect({ where, alternate: alternates.some((each) => type.test(each)) }).toEqual({
        where,
        alternate: true,
      });
    }
  }

  /** Follows a link given in one encoding and checks the answer comes in its declared type. */
  async function expectLinkAnswersItsType(each: Link) {
    const response = await get(each.href);
    if (each.type) {
      const declared = each.type.split(';')[0]!;
      expect({ href: each.href, type: response.headers['content-type'] }).toEqual({
        href: each.href,
        type: expect.stringContaining(declared),
      });
    }
  }

  it('answers the landing page with the links Part 1 requires, in JSON and HTML', async () => {
    const response = await get('/ogc');
    expect(response.headers['content-type']).toMatch(JSON_TYPE);
    const page = valid(landingPage, response.json(), '/ogc');
    expect(rels(page.links)).toEqual(
      expect.arrayContaining(['self', 'service-desc', 'conformance', 'data']),
    );
    expectSelfAndAlternates(page.links, '/ogc', [HTML]);
    for (const each of page.links) await expectLinkAnswersItsType(each);
    expect((await get('/ogc?f=html')).body).toMatch(/^<!doctype html>/);
  });

  it('declares its conformance classes as URIs, Core and GeoJSON among them', async () => {
    const classes = valid(confClasses, (await get('/ogc/conformance')).json(), 'conformance');
    expect(classes.conformsTo).toEqual(
      expect.arrayContaining([
        'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
        'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson',
        'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/html',
      ]),
    );
  });

  it('answers every path of its OpenAPI document in each encoding the document lists', async () => {
    const document = (await get('/ogc/api')).json() as {
      servers: { url: string }[];
      paths: Record<
        string,
        {
          get: {
            parameters: { name: string; schema: { enum?: string[] } }[];
            responses: { '200': { content: Record<string, unknown> } };
          };
        }
      >;
    };
    const paths = Object.keys(document.paths);
    // Part 1 /req/oas30/completeness: every resource the API has is in it, queryables too.
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/conformance',
        '/api',
        '/collections',
        ...OGC_COLLECTIONS.flatMap((each) => [
          `/collections/${each.id}`,
          `/collections/${each.id}/queryables`,
          `/collections/${each.id}/items`,
          `/collections/${each.id}/items/{featureId}`,
        ]),
      ]),
    );
    for (const [path, { get: operation }] of Object.entries(document.paths)) {
      const formats = operation.parameters.find((each) => each.name === 'f')!.schema.enum!;
      const types = Object.keys(operation.responses['200'].content);
      expect({ path, encodings: types.length }).toEqual({ path, encodings: formats.length });
      const collection = /^\/collections\/([^/]+)/.exec(path)?.[1];
      const firstId = async () =>
        (
          (await get(`/ogc/collections/${collection}/items?limit=1`)).json() as {
            features: { id: string }[];
          }
        ).features[0]!.id;
      const concrete = path.includes('{featureId}')
        ? path.replace('{featureId}', encodeURIComponent(await firstId()))
        : path;
      for (const [index, f] of formats.entries()) {
        const response = await get(`${document.servers[0]!.url}${concrete}?f=${f}`);
        expect({ path, f, type: response.headers['content-type'] }).toEqual({
          path,
          f,
          type: expect.stringContaining(types[index]!),
        });
      }
    }
  });

  it('answers every document as a plain page to a browser (the HTML class)', async () => {
    const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    for (const path of [
      '/ogc',
      '/ogc/conformance',
      '/ogc/api',
      '/ogc/collections/facilities/queryables',
    ]) {
      const page = await get(path, browser);
      expect({ path, type: page.headers['content-type'] }).toEqual({
        path,
        type: expect.stringMatching(HTML),
      });
      expect(page.body).toMatch(/^<!doctype html>/);
    }
    const conformance = (await get('/ogc/conformance')).json() as { links: Link[] };
    expectSelfAndAlternates(conformance.links, '/ogc/conformance', [HTML]);
  });

  it('describes every collection with its items link, extent and CRS list', async () => {
    const response = await get('/ogc/collections');
    const catalogue = valid(collections, response.json(), '/ogc/collections');
    expectSelfAndAlternates(catalogue.links, '/ogc/collections', [HTML]);
    expect(catalogue.collections.map((each) => each.id)).toEqual(
      OGC_COLLECTIONS.map((each) => each.id),
    );
    for (const listed of catalogue.collections) {
      const where = `/ogc/collections/${listed.id}`;
      const items = linked(listed.links, 'items');
      expect({ where, items: items.map((each) => each.type) }).toEqual({
        where,
        items: ['application/geo+json'],
      });
      // Part 2 /req/crs/fc-md-crs-list: CRS84 is among the CRS the items come in.
      expect(listed.crs).toContain('http://www.opengis.net/def/crs/OGC/1.3/CRS84');
      const described = valid(collection, (await get(where)).json(), where);
      expect(described.id).toBe(listed.id);
      expectSelfAndAlternates(described.links, where, [HTML]);
      expect((await get(`${where}?f=html`)).body).toMatch(/^<!doctype html>/);
    }
    await expectLinkAnswersItsType(linked(catalogue.links, 'alternate')[0]!);
  });

  it.each(OGC_COLLECTIONS.map((each) => each.id))(
    'pages through all of %s by next links, each page a valid FeatureCollection',
    async (id) => {
      const limit = 7;
      let url: string | undefined = `/ogc/collections/${id}/items?limit=${limit}`;
      const seen: (string | number)[] = [];
      let matched: number | undefined;
      let pages = 0;
      while (url) {
        const response = await get(url);
        expect(response.headers['content-type']).toMatch(GEOJSON);
        // Part 2 /req/crs/ogc-crs-header: the CRS of the coordinates answered.
        expect(response.headers['content-crs']).toBe(
          '<http://www.opengis.net/def/crs/OGC/1.3/CRS84>',
        );
        const page: z.infer<typeof featureCollection> = valid(
          featureCollection,
          response.json(),
          url,
        );
        expect(page.numberReturned).toBe(page.features.length);
        expect(page.features.length).toBeLessThanOrEqual(limit);
        expect(linked(page.links!, 'self')).toHaveLength(1);
        expectSelfAndAlternates(page.links!, url, [HTML, CSV]);
        if (pages > 0) expect(linked(page.links!, 'prev')).toHaveLength(1);
        matched ??= page.numberMatched;
        for (const each of page.features) {
          seen.push(each.id!);
          for (const [name, kind] of Object.entries(TIME_PROPERTIES[id]!)) {
            const value = each.properties![name];
            if (value === null) continue;
            if (kind === 'day') expect(value).toMatch(CALENDAR_DAY);
            else expect({ name, ok: rfc3339.safeParse(value).success }).toEqual({ name, ok: true });
          }
        }
        pages += 1;
        url = linked(page.links!, 'next')[0]?.href;
      }
      expect(seen.length).toBeGreaterThan(0);
      expect(new Set(seen).size).toBe(seen.length);
      if (matched !== undefined) expect(seen).toHaveLength(matched);

      const one = await get(`/ogc/collections/${id}/items/${encodeURIComponent(String(seen[0]))}`);
      expect(one.headers['content-type']).toMatch(GEOJSON);
      const item = valid(feature, one.json(), `${id} item`);
      expect(item.id).toBe(seen[0]);
      expect(rels(item.links!)).toEqual(expect.arrayContaining(['self', 'collection']));
      expectSelfAndAlternates(item.links!, `${id} item`, [HTML]);
      const itemPage = await get(linked(item.links!, 'alternate')[0]!.href);
      expect(itemPage.body).toContain(`<tr><td>id</td><td>${String(seen[0])}</td></tr>`);

      const csv = await get(`/ogc/collections/${id}/items?limit=${limit}&f=csv`);
      expect(csv.headers['content-type']).toMatch(CSV);
      expect(csv.body.split('\n')[0]).toMatch(/^id,x,y,/);
      const html = await get(`/ogc/collections/${id}/items?limit=${limit}`, 'text/html');
      expect(html.headers['content-type']).toMatch(HTML);
    },
  );

  it('answers readings’ extents and a streamed page in the same shapes', async () => {
    for (const id of ['continuous-values', 'daily-values']) {
      const described = valid(collection, (await get(`/ogc/collections/${id}`)).json(), id);
      for (const end of described.extent!.temporal!.interval[0]!) {
        if (end !== null) expect(rfc3339.safeParse(end).success).toBe(true);
      }
    }
    const streamed = await get('/ogc/collections/continuous-values/items?limit=5000');
    const page = valid(featureCollection, streamed.json(), 'streamed page');
    expect(page.numberReturned).toBe(page.features.length);
    expectSelfAndAlternates(page.links!, 'streamed page', [HTML, CSV]);
  });

  it('refuses in the exception shape of Part 1 (code, description)', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/ogc/collections/continuous-values/items?limit=zero',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      expect.objectContaining({ code: expect.any(String), description: expect.any(String) }),
    );
  });
});
