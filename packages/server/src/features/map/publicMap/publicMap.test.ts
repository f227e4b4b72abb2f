import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../../../config';
import { createServer } from '../../../createServer';
import { expectBadRequest, useTestApi } from '../../../core/api/testing/apiFixture';
import type { Database } from '../../../core/database/openDatabase';
import { DRIVERS } from '../../../core/database/testing/testDatabases';
import { locationFeatures } from './locationFeatures';

jest.setTimeout(60_000);

describe.each(DRIVERS)('public map API on %s', (driver) => {
  const api = useTestApi(driver);

  it('lists the layers an anonymous caller may see, in draw order, without access settings', async () => {
    const response = await api.app.inject('/api/public-map/layers');
    expect(response.statusCode).toBe(200);
    const layers = response.json();
    expect(layers.map((layer: { id: string }) => layer.id)).toEqual([
      'water-districts-fill',
      'public-locations-circle',
    ]);
    expect(layers[1]).toMatchObject({
      name: 'Public Locations',
      type: 'circle',
      source: 'public-locations',
      legendGroup: 'Locations',
      paint: { 'circle-radius': 8 },
      lreProperties: { titleField: 'location_name', excludeFields: ['location_ndx'] },
      popup: { excludePopup: false },
    });
    expect(response.body).not.toContain('required');
  });

  it('answers a repeated layers call with 304 when nothing changed', async () => {
    const first = await api.app.inject('/api/public-map/layers');
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const second = await api.app.inject({
      url: '/api/public-map/layers',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('sends public sources with features, never the restricted locations', async () => {
    const response = await api.app.inject('/api/public-map/sources');
    const sources = response.json() as {
      id: string;
      data: { features: { properties: Record<string, unknown> }[] };
    }[];
    expect(sources.map((source) => source.id)).toEqual(['public-locations', 'water-districts']);
    const locations = sources[0]!.data.features.map((feature) => feature.properties);
    expect(locations.map((location) => location.location_id)).toContain('PLAHENCO');
    expect(locations.map((location) => location.location_id)).not.toContain('BRW-7');
    expect(locations.find((location) => location.location_id === 'PLAHENCO')).toMatchObject({
      location_display_label: 'PLAHENCO',
      locationtype: 'Stream Gage',
      waterbody_name: 'South Platte River',
      reporting_status_desc: 'Reporting',
      has_flow_graph: true,
      has_stage_graph: false,
    });
    expect(response.body).not.toContain('Brighton Well');
  });

  it.each([
    '/api/public-map/united',
    '/api/public-map/filters',
    '/api/public-map/search?q=well&source=restricted',
  ])('closes %s to anonymous callers with 401', async (url) => {
    const response = await api.app.inject(url);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'unauthorized', message: expect.any(String) });
    expect(response.body).not.toContain('Brighton');
  });

  it('finds public locations by part of a name, by id, and despite a typo, at most 49', async () => {
    const byName = (await api.app.inject('/api/public-map/search?q=henderson')).json();
    expect(byName[0]).toMatchObject({
      location_id: 'PLAHENCO',
      locationtype: 'Stream Gage',
      longitude: -104.8,
    });
    expect((await api.app.inject('/api/public-map/search?q=plahenco')).json()[0].location_id).toBe(
      'PLAHENCO',
    );
    expect((await api.app.inject('/api/public-map/search?q=hendersn')).json()[0]?.location_id).toBe(
      'PLAHENCO',
    );
    expect((await api.app.inject('/api/public-map/search?q=recharge pond')).json()).toHaveLength(
      49,
    );
    expect((await api.app.inject('/api/public-map/search?q=brighton')).json()).toEqual([]);
    expect((await api.app.inject('/api/public-map/search?q=%25')).json()).toEqual([]);
  });

  it.each([
    ['/api/public-map/search?q=', 'querystring.q'],
    ['/api/public-map/search?q=x&source=everything', 'querystring.source'],
    ['/api/icon/icon?shape=circle&color=blue', 'querystring.color'],
    ['/api/icon/icon?shape=hexagon&color=336699', 'querystring.shape'],
    ['/api/icon/icon?shape=circle&color=336699&width=9999', 'querystring.width'],
  ])('rejects %s with 400 naming %s', async (url, field) => {
    const response = await api.app.inject(url);
    expectBadRequest(response, field);
  });

  it('draws a map symbol as SVG', async () => {
    const response = await api.app.inject(
      '/api/icon/icon?shape=triangle&color=336699&strokeColor=%23ffffff&strokeWidth=2&width=20&height=20',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toMatch(/^<svg [^>]*width="20" height="20"/);
    expect(response.body).toContain('fill="#336699"');
    expect(response.body).toContain('<polygon');
  });

  it('documents every endpoint in the OpenAPI document', async () => {
    const document = (await api.app.inject('/api/docs/json')).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/public-map/layers',
        '/api/public-map/sources',
        '/api/public-map/united',
        '/api/public-map/filters',
        '/api/public-map/search',
        '/api/icon/icon',
      ]),
    );
    expect(
      (await api.app.inject({ url: '/api/docs', headers: { accept: 'text/html' } })).statusCode,
    ).toBeLessThan(400);
  });
});

describe('route access declarations', () => {
  it('refuses to register an API route that is not a contracts endpoint', async () => {
    const db = {
      driver: 'pglite',
      pool: { query: () => Promise.resolve({ rows: [] }) },
    } as unknown as Database;
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-api-'));
    const config = readConfig(
      { LOG_LEVEL: 'silent', OIDC_ISSUER: 'http://127.0.0.1:9/oidc', HEADGATE_JOBS: 'off' },
      root,
    );
    const app = await createServer(config, db);
    expect(() => app.get('/api/undeclared', async () => 'x')).toThrow(
      'is not registered from a contracts endpoint',
    );
    expect(() =>
      app.get('/api/undeclared', { config: { access: 'public' } }, async () => 'x'),
    ).toThrow('is not registered from a contracts endpoint');
    await app.close();
  });
});

describe.each(DRIVERS)('United layer features on %s', (driver) => {
  const api = useTestApi(driver, async (db) => {
    await db.pool.query("INSERT INTO facility_types (facility_type_desc) VALUES ('Wells')");
    await db.pool.query(
      "INSERT INTO facilities (facility_ndx, facility, facility_name, facility_type_ndx) VALUES (1778, 'FLW', 'Fort Lupton Well Field', 1)",
    );
    await db.pool.query('INSERT INTO facility_locations VALUES (1778, 2)');
  });

  it('carry the popup properties of the spec, live from the tables', async () => {
    const { features } = await locationFeatures(api.db.pool, { publicOnly: false });
    const well = features.find((feature) => feature.properties.location_id === 'BRW-7');
    expect(well?.properties).toMatchObject({
      facility_ndx: 1778,
      facility_names: 'Fort Lupton Well Field',
      facility_types: 'Wells',
      locationtype: 'Well',
      reporting_status_desc: 'Reporting',
      most_recent_measurements: 'Flow: 12.5 cfs',
      has_flow_graph: true,
      map_sym_pixel_size: 8,
    });
    expect(well?.properties).not.toHaveProperty('location_display_label');
  });
});
