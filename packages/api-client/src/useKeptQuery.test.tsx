import 'fake-indexeddb/auto';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useAuthStore } from '@headgate/auth';
import { clearKeptAnswers, keepAnswer } from './keptAnswers';
import { useKeptQuery } from './useKeptQuery';

// jsdom has no structuredClone, which fake-indexeddb stores by; the answers here are plain JSON.
globalThis.structuredClone ??= <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const KEY = ['mobile-tracker', 'storage'];
const session = (keptOffline: boolean) => ({
  user: { id: 'alice', name: 'Alice', email: 'alice@example.org', nickname: 'alice' },
  roles: [],
  landingPageNdx: 1,
  getAccessToken: () => Promise.resolve(keptOffline ? null : 'token'),
  keptOffline,
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => clearKeptAnswers());

it('a session expired offline shows the kept answer and calls nothing until it is renewed', async () => {
  await keepAnswer('alice', KEY, ['kept'], 1_000);
  useAuthStore.getState().setSession(session(true));
  const queryFn = jest.fn(() => Promise.resolve(['fresh']));

  const { result } = renderHook(() => useKeptQuery({ queryKey: KEY, queryFn }, 'alice'), {
    wrapper,
  });
  await waitFor(() => expect(result.current.data).toEqual(['kept']));
  expect(result.current).toMatchObject({ fromKept: true, asOf: 1_000, error: null });
  expect(queryFn).not.toHaveBeenCalled();

  // Signed in again (back online): the call goes out with the renewed token, and its answer shows.
  act(() => useAuthStore.getState().setSession(session(false)));
  await waitFor(() => expect(result.current.data).toEqual(['fresh']));
  expect(result.current).toMatchObject({ fromKept: false, error: null });
  expect(queryFn).toHaveBeenCalledTimes(1);
});
