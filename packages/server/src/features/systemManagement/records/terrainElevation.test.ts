import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { useTestApi } from '../../../core/api/testing/apiFixture';
import { embeddedBearer } from '../../usersManagement/users/testing/embeddedTokens';
import { elevationMetres } from './terrainElevation';

jest.setTimeout(60_000);

describe('elevation from a terrain answer', () => {
  it('reads an elevation, or the highest contour of a tile query', () => {
    expect(elevationMetres({ elevation: 1520.4 })).toBe(1520.4);
    expect(
      elevationMetres({ features: [{ properties: { ele: 1500 } }, { properties: { ele: 1510 } }] }),
    ).toBe(1510);
    expect(elevationMetres({ features: [] })).toBeNull();
  });
});

describe('a configured terrain service', () => {
  // A stand-in terrain service on this machine: 1,500 m everywhere but the North Pole.
  const terrain = http.createServer((request, response) => {
    const north = new URL(request.url!, 'http://x').searchParams.get('lat') === '90';
    response.writeHead(north ? 500 : 200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ elevation: 1500 }));
  });
  beforeAll(() => new Promise<void>((resolve) => terrain.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve) => terrain.close(() => resolve())));
  const url = () =>
    `http://127.0.0.1:${(terrain.address() as AddressInfo).port}/elevation?lat={lat}&lon={lon}`;
  const api = useTestApi('pglite', undefined, {
    get HEADGATE_TERRAIN_URL() {
      return url();
    },
  } as NodeJS.ProcessEnv);

  const ask = async (path: string) =>
    api.app.inject({
      method: 'GET',
      url: `/api/terrain-elevation/${path}`,
      headers: await embeddedBearer(api.db, ['Administrator']),
    });

  it('answers the elevation in feet, to 5 decimals', async () => {
    const answer = await ask('40.1/-104.8');
    expect(answer.json()).toEqual({ elevation_ft: 4921.26 });
  });

  it('says so when the service fails', async () => {
    const answer = await ask('90/0');
    expect(answer.statusCode).toBe(502);
    expect(answer.json().message).toBe('The terrain service did not answer with an elevation.');
  });
});
