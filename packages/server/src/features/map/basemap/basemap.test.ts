import zlib from 'node:zlib';
import {
  BASEMAP_LAYER_IDS,
  basemapFeaturePropertiesSchemas,
  basemapSettingsSchema,
  featureCollectionSchema,
} from '@headgate/contracts';
import { useTestApi } from '../../../core/api/testing/apiFixture';
import { readConfig } from '../../../config';
import { basemapSettings, OFFLINE_BASEMAP_ATTRIBUTION } from './basemapSettings';

jest.setTimeout(60_000);

/** Layers whose every feature is named; rivers and railroads include unnamed lines. */
const NAMED_LAYERS = ['state', 'counties', 'water-districts', 'lakes', 'urban-areas', 'places'];

describe('offline basemap layers', () => {
  const api = useTestApi('pglite');

  it.each(BASEMAP_LAYER_IDS)(
    'serves %s as a FeatureCollection with its contract properties',
    async (layer) => {
      const response = await api.app.inject(`/api/public-map/basemap/${layer}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/geo+json');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      const collection = featureCollectionSchema.parse(response.json());
      expect(collection.features.length).toBeGreaterThan(0);
      for (const feature of collection.features) {
        basemapFeaturePropertiesSchemas[layer].parse(feature.properties);
        if (NAMED_LAYERS.includes(layer))
          expect(feature.properties.name).toEqual(expect.any(String));
      }
    },
  );

  it('names the district, its towns, its counties and its rivers', async () => {
    const names = async (layer: string) =>
      (await api.app.inject(`/api/public-map/basemap/${layer}`))
        .json()
        .features.map((feature: { properties: { name: string } }) => feature.properties.name);
    expect(await names('places')).toEqual(
      expect.arrayContaining(['Brighton', 'Fort Lupton', 'Denver']),
    );
    expect(await names('counties')).toEqual(expect.arrayContaining(['Adams', 'Weld']));
    expect(await names('water-districts')).toContain('South Platte - Denver Gage to Greeley');
    expect(await names('rivers')).toEqual(
      expect.arrayContaining(['South Platte River', 'Saint Vrain Creek']),
    );
    expect(await names('urban-areas')).toContain('Denver');
  });

  it('ranks places so that small towns wait for the zoom', async () => {
    const places = (await api.app.inject('/api/public-map/basemap/places')).json().features as {
      properties: { name: string; rank: number };
    }[];
    const rank = (name: string) =>
      places.find((place) => place.properties.name === name)?.properties.rank;
    expect(rank('Denver')).toBe(1);
    expect(rank('Durango')).toBe(2);
    expect(rank('Brighton')).toBe(3);
    expect(rank('Aguilar')).toBe(4);
  });

  it('answers 304 to a client that has the layer, per encoding', async () => {
    const first = await api.app.inject('/api/public-map/basemap/counties');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await api.app.inject({
      url: '/api/public-map/basemap/counties',
      headers: { 'if-none-match': `"other", W/${etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('public, max-age=86400');
    const gzipped = await api.app.inject({
      url: '/api/public-map/basemap/counties',
      headers: { 'if-none-match': etag, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers.etag).not.toBe(etag);
  });

  it('sends brotli or gzip as the client accepts, identical after decoding', async () => {
    const plain = await api.app.inject('/api/public-map/basemap/water-districts');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const brotli = await api.app.inject({
      url: '/api/public-map/basemap/water-districts',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzipped = await api.app.inject({
      url: '/api/public-map/basemap/water-districts',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    const refused = await api.app.inject({
      url: '/api/public-map/basemap/water-districts',
      headers: { 'accept-encoding': 'gzip;q=0, br;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('answers 404 naming the layers for an unknown layer', async () => {
    const response = await api.app.inject('/api/public-map/basemap/roads');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'not_found',
      message: expect.stringContaining('water-districts'),
    });
  });

  it('tells an anonymous map to draw the offline basemap when no provider is configured', async () => {
    const response = await api.app.inject('/api/public-map/basemap-settings');
    expect(response.statusCode).toBe(200);
    const settings = basemapSettingsSchema.parse(response.json());
    expect(settings.basemaps.map((basemap) => [basemap.label, basemap.offline])).toEqual([
      ['Outdoors', true],
      ['Satellite', false],
      ['Streets', true],
      ['Light', true],
      ['Dark', true],
    ]);
    expect(settings.basemaps.every((basemap) => basemap.styleUrl === null)).toBe(true);
    expect(settings.geocoder).toBeNull();
    expect(response.body).not.toMatch(/https?:|key/i);
  });
});

describe('basemap settings from the environment', () => {
  const settings = (env: NodeJS.ProcessEnv) =>
    basemapSettingsSchema.parse(basemapSettings(readConfig(env, '/tmp').mapProviders));

  it('leaves every URL out without keys, even with the providers named', () => {
    const offline = settings({
      BASEMAP_STYLE_IDS: 'outdoors=outdoor-v2',
      BASEMAP_ATTRIBUTION: '© Someone',
    });
    expect(JSON.stringify(offline)).not.toMatch(/https?:/);
    expect(offline.basemaps.find((basemap) => basemap.id === 'outdoors')).toEqual({
      id: 'outdoors',
      label: 'Outdoors',
      styleUrl: null,
      attribution: OFFLINE_BASEMAP_ATTRIBUTION,
      offline: true,
    });
    expect(offline.geocoder).toBeNull();
  });

  it('gives every basemap the MapTiler style of its id once a key is set', () => {
    const online = settings({ BASEMAP_KEY: 'k e/y', GEOCODER_KEY: 'geo' });
    expect(online.basemaps.map((basemap) => basemap.styleUrl)).toEqual([
      'https://api.maptiler.com/maps/outdoor-v2/style.json?key=k%20e%2Fy',
      'https://api.maptiler.com/maps/hybrid/style.json?key=k%20e%2Fy',
      'https://api.maptiler.com/maps/streets-v2/style.json?key=k%20e%2Fy',
      'https://api.maptiler.com/maps/dataviz-light/style.json?key=k%20e%2Fy',
      'https://api.maptiler.com/maps/dataviz-dark/style.json?key=k%20e%2Fy',
    ]);
    expect(online.basemaps.every((basemap) => !basemap.offline)).toBe(true);
    expect(online.geocoder).toEqual({
      searchUrl: 'https://api.maptiler.com/geocoding/{query}.json?key=geo',
      reverseUrl: 'https://api.maptiler.com/geocoding/{lon},{lat}.json?key=geo',
    });
  });

  it('follows a provider template, style ids and attribution of its own', () => {
    const online = settings({
      BASEMAP_STYLE_URL: 'https://api.mapbox.com/styles/v1/mapbox/{basemap}?access_token={key}',
      BASEMAP_KEY: 'pk.1',
      BASEMAP_STYLE_IDS: 'outdoors=outdoors-v12, satellite=satellite-streets-v12',
      BASEMAP_ATTRIBUTION: '© Mapbox © OpenStreetMap',
      GEOCODER_URL: 'http://photon.internal:2322/api?q={query}',
    });
    expect(online.basemaps[0]).toEqual({
      id: 'outdoors',
      label: 'Outdoors',
      styleUrl: 'https://api.mapbox.com/styles/v1/mapbox/outdoors-v12?access_token=pk.1',
      attribution: '© Mapbox © OpenStreetMap',
      offline: false,
    });
    expect(online.basemaps[1]!.styleUrl).toContain('satellite-streets-v12');
    // A geocoder without a key placeholder needs no key; the reverse one still does.
    expect(online.geocoder).toEqual({
      searchUrl: 'http://photon.internal:2322/api?q={query}',
      reverseUrl: null,
    });
  });

  it('is read with the rest of the configuration at start', () => {
    expect(readConfig({}, '/tmp').mapProviders).toEqual({
      basemapStyles: undefined,
      geocoder: undefined,
    });
    expect(readConfig({ BASEMAP_KEY: 'k' }, '/tmp').mapProviders.basemapStyles?.urls.dark).toBe(
      'https://api.maptiler.com/maps/dataviz-dark/style.json?key=k',
    );
  });

  it.each([
    [{ BASEMAP_STYLE_URL: 'https://tiles.example/{basemap}.json?key={key}' }, 'BASEMAP_KEY'],
    [{ BASEMAP_STYLE_URL: 'https://tiles.example/style.json', BASEMAP_KEY: 'k' }, '{basemap}'],
    [{ BASEMAP_STYLE_IDS: 'terrain=outdoor-v2' }, 'BASEMAP_STYLE_IDS'],
    [{ GEOCODER_URL: 'https://geo.example/search', GEOCODER_KEY: 'k' }, '{query}'],
    [{ REVERSE_GEOCODER_URL: 'https://geo.example/{lon}?key={key}' }, '{lat}'],
  ])('refuses a setting it cannot use: %j', (env, named) => {
    expect(() => readConfig(env, '/tmp').mapProviders).toThrow(named);
  });
});
