import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useAuthStore, type Role } from '@headgate/auth';
import type { MapFilters } from '@headgate/contracts';
import { fakeApi } from './testing/fakeApi';
import { useMapFilters } from './useMapFilters';

const FILTERS = '/api/public-map/filters';
const options: MapFilters = {
  reportingStatus: [{ value: 'Reporting', display: 'Reporting' }],
  locationTypes: [{ value: 'Well', display: 'Well' }],
};

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const signInAs = (roles: Role[]) =>
  act(() =>
    useAuthStore.getState().setSession({
      user: { id: 'auth0|ada', name: 'Ada', email: 'ada@district.example', nickname: 'ada' },
      roles,
      landingPageNdx: 1,
      getAccessToken: () => Promise.resolve('ada-token'),
    }),
  );

beforeEach(() => act(() => useAuthStore.getState().clearSession()));

describe('useMapFilters', () => {
  it('asks nothing for an anonymous visitor', () => {
    const { calls } = fakeApi({ [FILTERS]: { body: options } });
    const { result } = renderHook(() => useMapFilters(), { wrapper });
    // A query that will ask is 'fetching' from its first render; one that will not stays 'idle'
    // (20 ms of waiting proved nothing on a busy machine).
    expect(result.current.fetchStatus).toBe('idle');
    expect(calls).toHaveLength(0);
    expect(result.current.data).toBeUndefined();
  });

  it('asks nothing for a signed-in user without a map role', () => {
    signInAs(['River Photos']);
    const { calls } = fakeApi({ [FILTERS]: { body: options } });
    const { result } = renderHook(() => useMapFilters(), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(calls).toHaveLength(0);
  });

  it('loads the options for a map user, with their token', async () => {
    signInAs(['User']);
    const { calls } = fakeApi({ [FILTERS]: { body: options } });
    const { result } = renderHook(() => useMapFilters(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(options));
    expect(calls).toEqual([
      expect.objectContaining({ path: FILTERS, authorization: 'Bearer ada-token' }),
    ]);
  });

  it('reports a failure with the server message', async () => {
    signInAs(['Administrator']);
    fakeApi({ [FILTERS]: { status: 403, body: { error: 'forbidden', message: 'Not allowed.' } } });
    const { result } = renderHook(() => useMapFilters(), { wrapper });
    await waitFor(() => expect(result.current.error?.message).toBe('Not allowed.'));
  });
});
