import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useAuthStore } from '@headgate/auth';
import {
  MAP_DATA_CACHE_MS,
  mapLayersQuery,
  mapSourcesQuery,
  unitedLocationsQuery,
} from './mapDataQueries';
import { mapLayer } from './testing/mapLayerFixture';
import { useMapData } from './useMapData';

const collection = (id: string) => ({
  type: 'FeatureCollection' as const,
  features: [
    {
      type: 'Feature' as const,
      geometry: { type: 'Point', coordinates: [0, 0] },
      properties: { id },
    },
  ],
});

const ANSWERS: Record<string, unknown> = {
  '/api/public-map/layers': [mapLayer({ id: 'public-locations' })],
  '/api/public-map/sources': [
    { id: 'public-locations', data: collection('public') },
    { id: 'united-locations', data: collection('from sources') },
  ],
  '/api/public-map/united': { data: collection('from united') },
};

let failing = new Set<string>();
const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
  const path = new URL(String(input), 'http://localhost').pathname;
  const ok = !failing.has(path);
  return {
    ok,
    status: ok ? 200 : 500,
    statusText: ok ? 'OK' : 'Server Error',
    json: async () => (ok ? ANSWERS[path] : { error: 'internal', message: 'Database down' }),
  } as Response;
});
const requested = () =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);

function renderMapData() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(() => useMapData(), { wrapper }) };
}

function signIn() {
  useAuthStore.getState().setSession({
    user: { id: 'user-7', name: 'Uma', email: 'user@headgate.test', nickname: 'uma' },
    roles: ['User'],
    landingPageNdx: 1,
    getAccessToken: async () => 'token',
  });
}

beforeEach(() => {
  global.fetch = fetchMock;
  fetchMock.mockClear();
  failing = new Set();
  useAuthStore.setState({ status: 'loading' });
});

describe('map data queries', () => {
  it('cache layers, sources and United locations for a day per auth scope, without refetch on focus', () => {
    for (const query of [mapLayersQuery, mapSourcesQuery, unitedLocationsQuery]) {
      const anonymous = query('anonymous');
      expect(anonymous.queryKey).toContain('anonymous');
      expect(query('user-7').queryKey).not.toEqual(anonymous.queryKey);
      expect(anonymous).toMatchObject({
        staleTime: MAP_DATA_CACHE_MS,
        gcTime: MAP_DATA_CACHE_MS,
        refetchOnWindowFocus: false,
      });
    }
    expect(MAP_DATA_CACHE_MS).toBe(86_400_000);
  });
});

describe('useMapData', () => {
  it('waits until the sign-in state is known', () => {
    const { result } = renderMapData();
    expect(result.current.isLoading).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches the public layers and sources for an anonymous visitor', async () => {
    useAuthStore.getState().clearSession();
    const { result } = renderMapData();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(requested().sort()).toEqual(['/api/public-map/layers', '/api/public-map/sources']);
    expect(result.current.layers.map((layer) => layer.id)).toEqual(['public-locations']);
  });

  it('fetches again when someone signs in, with the United locations from their own call', async () => {
    useAuthStore.getState().clearSession();
    const { result, client } = renderMapData();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    act(signIn);
    await waitFor(() => expect(requested()).toContain('/api/public-map/united'));
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(client.getQueryData(mapLayersQuery('user-7').queryKey)).toBeDefined();
    const united = result.current.sources.find((source) => source.id === 'united-locations');
    expect(united?.data.features[0]?.properties.id).toBe('from united');
  });

  it('leaves the layer list empty, logs the failure and offers a retry', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    failing.add('/api/public-map/layers');
    useAuthStore.getState().clearSession();
    const { result } = renderMapData();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.layers).toEqual([]);
    expect(consoleError).toHaveBeenCalledWith(
      '[map] The map layers could not be loaded:',
      expect.any(Error),
    );

    failing.clear();
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.layers).toHaveLength(1));
    expect(result.current.isError).toBe(false);
    consoleError.mockRestore();
  });
});
