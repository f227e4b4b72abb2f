import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import type { FastifyInstance } from 'fastify';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { useTestApi } from '../../../core/api/testing/apiFixture';
import { basemapFeatures } from '../basemap/basemapLayers';
import { readConfig } from '../../../config';
import { createServer } from '../../../createServer';
import { BENCH_POINTS_ID, benchPointsMap } from './benchPoints';

jest.setTimeout(60_000);

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('the map benchmark source (HEADGATE_BENCH_POINTS)', () => {
  const api = useTestApi('pglite');
  let benchApp: FastifyInstance;

  beforeAll(async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-bench-'));
    const config = readConfig(
      { LOG_LEVEL: 'silent', HEADGATE_JOBS: 'off', HEADGATE_BENCH_POINTS: '2000' },
      root,
    );
    benchApp = await createServer(config, api.db);
  });
  afterAll(() => benchApp.close());

  it('is absent when the variable is unset', async () => {
    expect(ids((await api.app.inject('/api/public-map/sources')).json())).not.toContain(
      BENCH_POINTS_ID,
    );
    expect(ids((await api.app.inject('/api/public-map/layers')).json())).not.toContain(
      BENCH_POINTS_ID,
    );
  });

  it('adds the asked number of location-like points in the district, drawn as an 8-pixel circle layer', async () => {
    const sources = (await benchApp.inject('/api/public-map/sources')).json();
    expect(ids(sources)).toEqual(['public-locations', 'water-districts', BENCH_POINTS_ID]);
    const { features } = sources[2].data;
    expect(features).toHaveLength(2_000);
    expect(features[0].properties).toMatchObject({
      location_id: 'BENCH-000001',
      location_name: expect.stringMatching(/^Benchmark /),
      locationtype: expect.any(String),
      reporting_status_desc: expect.stringMatching(/Reporting/),
      map_sym_fill_color: expect.stringMatching(/^#/),
      has_flow_graph: false,
    });
    const district = basemapFeatures('water-districts').find(
      (feature) => feature.properties.district === 2,
    ) as Feature<Polygon | MultiPolygon>;
    for (const feature of features.slice(0, 500)) {
      expect(booleanPointInPolygon(feature.geometry.coordinates, district)).toBe(true);
    }
    const layers = (await benchApp.inject('/api/public-map/layers')).json();
    expect(layers.find((layer: { id: string }) => layer.id === BENCH_POINTS_ID)).toMatchObject({
      type: 'circle',
      source: BENCH_POINTS_ID,
      legendGroup: 'Locations',
      paint: { 'circle-radius': 8 },
    });
  });

  it('makes the same points on every run', () => {
    expect(benchPointsMap(50)).toEqual(benchPointsMap(50));
  });

  it.each(['0', '-5', '2.5', 'many', '1000001'])('refuses HEADGATE_BENCH_POINTS=%s', (value) => {
    expect(() => readConfig({ HEADGATE_BENCH_POINTS: value }, '/tmp')).toThrow(
      'HEADGATE_BENCH_POINTS',
    );
  });
});
