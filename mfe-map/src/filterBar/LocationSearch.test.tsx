import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@headgate/auth';
import type { LocationSearchResult } from '@headgate/contracts';
import LocationSearch from './LocationSearch';
import { LOCATION_SEARCH_DEBOUNCE_MS } from './locationSearchQuery';
import { fakeApi } from './testing/fakeApi';
import { renderWithQueries } from './testing/renderWithQueries';

const SEARCH = '/api/public-map/search';

function location(n: number): LocationSearchResult {
  return {
    location_ndx: n,
    location_id: `SG-${n}`,
    location_name: `Henderson Gage ${n}`,
    location_display_label: `Henderson ${n}`,
    locationtype: 'Stream Gage',
    longitude: -104.8,
    latitude: 40.2,
  };
}

const signIn = () =>
  act(() =>
    useAuthStore.getState().setSession({
      user: { id: 'auth0|ada', name: 'Ada', email: 'ada@district.example', nickname: 'ada' },
      roles: ['User'],
      landingPageNdx: 1,
      getAccessToken: () => Promise.resolve('ada-token'),
    }),
  );

beforeEach(() => act(() => useAuthStore.getState().clearSession()));
afterEach(() => jest.useRealTimers());

function renderSearch(signedIn = false) {
  const onLocationPicked = jest.fn();
  const view = renderWithQueries(
    <LocationSearch signedIn={signedIn} onLocationPicked={onLocationPicked} />,
  );
  return { ...view, onLocationPicked };
}

/**
 * Enters `text` in one go. Typed key by key with real timers, a busy machine can leave more than
 * the 200 ms debounce between two keys, and each prefix is searched ('h', 'he', 'hen'); the
 * debounce itself is tested under fake timers.
 */
async function enter(text: string) {
  await userEvent.click(screen.getByRole('combobox'));
  await userEvent.paste(text);
}

describe('LocationSearch', () => {
  it('asks the server 200 ms after the last keystroke, once', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { calls } = fakeApi({ [SEARCH]: () => [location(1)] });
    renderSearch();
    await user.type(screen.getByRole('combobox', { name: 'Search locations' }), 'hen');
    act(() => jest.advanceTimersByTime(199));
    expect(calls).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.params.get('q')).toBe('hen');
    expect(await screen.findByRole('option', { name: /Henderson Gage 1/ })).toBeInTheDocument();
  });

  it('carries on with the text typed into its stand-in: kept, searched, the list open', async () => {
    const { calls } = fakeApi({ [SEARCH]: () => [location(1)] });
    renderWithQueries(
      <LocationSearch signedIn={false} onLocationPicked={jest.fn()} initialText="hen" autoFocus />,
    );
    const input = screen.getByRole('combobox', { name: 'Search locations' });
    expect(input).toHaveValue('hen');
    expect(input).toHaveFocus();
    expect(await screen.findByRole('option', { name: /Henderson Gage 1/ })).toBeInTheDocument();
    expect(calls[0]!.params.get('q')).toBe('hen');
  });

  it('shows each location with its name, id and type', async () => {
    fakeApi({ [SEARCH]: () => [location(1), location(2)] });
    renderSearch();
    await enter('hen');
    const option = await screen.findByRole('option', { name: /Henderson Gage 2/ });
    expect(option).toHaveTextContent('Henderson Gage 2SG-2 · Stream Gage');
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('shows all of the at most 49 locations a search answers', async () => {
    fakeApi({ [SEARCH]: () => Array.from({ length: 49 }, (_, index) => location(index + 1)) });
    renderSearch();
    await enter('gage');
    await screen.findByRole('option', { name: /Henderson Gage 49/ });
    expect(screen.getAllByRole('option')).toHaveLength(49);
  });

  it('searches the public locations for an anonymous visitor, without a token', async () => {
    const { calls } = fakeApi({ [SEARCH]: () => [] });
    renderSearch(false);
    await enter('hen');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.params.get('source')).toBe('public');
    expect(calls[0]!.authorization).toBeNull();
  });

  it('searches the restricted locations for a signed-in user, with their token', async () => {
    signIn();
    const { calls } = fakeApi({ [SEARCH]: () => [] });
    renderSearch(true);
    await enter('hen');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.params.get('source')).toBe('restricted');
    expect(calls[0]!.authorization).toBe('Bearer ada-token');
  });

  it('asks again after signing in: results are kept per user', async () => {
    const { calls } = fakeApi({ [SEARCH]: () => [location(1)] });
    const { rerender } = renderSearch(false);
    await enter('hen');
    await waitFor(() => expect(calls).toHaveLength(1));
    signIn();
    rerender(<LocationSearch signedIn onLocationPicked={jest.fn()} />);
    await waitFor(() => expect(calls.at(-1)?.params.get('source')).toBe('restricted'));
    expect(calls.at(-1)?.authorization).toBe('Bearer ada-token');
  });

  it("says 'No locations found' when nothing matches", async () => {
    fakeApi({ [SEARCH]: () => [] });
    renderSearch();
    await enter('zzz');
    expect(await screen.findByText('No locations found')).toBeInTheDocument();
  });

  it('tells the user when the search failed', async () => {
    fakeApi({
      [SEARCH]: { status: 500, body: { error: 'internal', message: 'Database unavailable' } },
    });
    renderSearch();
    await enter('hen');
    expect(
      await screen.findByText('The location search failed: Database unavailable'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveAccessibleDescription(
      'The location search failed: Database unavailable',
    );
  });

  it('hands the picked location to the map', async () => {
    fakeApi({ [SEARCH]: () => [location(1), location(2)] });
    const { onLocationPicked } = renderSearch();
    await enter('hen');
    await userEvent.click(await screen.findByRole('option', { name: /Henderson Gage 2/ }));
    expect(onLocationPicked).toHaveBeenCalledWith(location(2));
    expect(screen.getByRole('combobox')).toHaveValue('Henderson Gage 2');
  });

  it('does not search for an empty text', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { calls } = fakeApi({ [SEARCH]: () => [] });
    renderSearch();
    await user.type(screen.getByRole('combobox'), '   ');
    // Well past the debounce, with any fetch it started (250 ms of real time could pass before
    // the debounce had run on a busy machine, and the test passed whatever the search did).
    await act(() => jest.advanceTimersByTimeAsync(LOCATION_SEARCH_DEBOUNCE_MS * 2));
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
