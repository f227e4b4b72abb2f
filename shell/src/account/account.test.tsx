import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@headgate/routing';
import { queryClient } from '@headgate/api-client';
import { useAuthStore } from '@headgate/auth';
import { useDeveloperDrawerStore } from '../developer/developerDrawerStore';
import { TEST_USER, signInAs, visitAnonymously } from '../testing/authFixtures';
import { AccountPage } from './AccountPage';
import { LogoutRoute } from './LogoutRoute';
import { UserMenuList } from './UserMenuList';

function renderMenu() {
  return render(
    <MemoryRouter>
      <UserMenuList anchor={document.body} onClose={() => undefined} onAbout={() => undefined} />
    </MemoryRouter>,
  );
}

beforeEach(() => useDeveloperDrawerStore.setState({ open: false }));

describe('user menu', () => {
  it("shows the signed-in user's name, email and role on the profile card", () => {
    signInAs(['Administrator']);
    renderMenu();
    const profile = screen.getByRole('menuitem', { name: 'Profile' });
    expect(profile).toHaveTextContent(TEST_USER.name);
    expect(profile).toHaveTextContent(TEST_USER.email);
    expect(profile).toHaveTextContent('Administrator');
    expect(profile).toHaveAttribute('href', '/account/profile');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveAttribute(
      'href',
      '/auth/logout',
    );
  });

  it('offers Documentation and Developer Tools to Developers only', async () => {
    signInAs(['Administrator']);
    const { unmount } = renderMenu();
    expect(screen.queryByRole('menuitem', { name: 'Documentation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Developer Tools' })).not.toBeInTheDocument();
    unmount();

    signInAs(['Developer']);
    renderMenu();
    expect(screen.getByRole('menuitem', { name: 'Documentation' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Developer Tools' }));
    expect(useDeveloperDrawerStore.getState().open).toBe(true);
  });

  it('shows an anonymous visitor no profile and no Log out', () => {
    visitAnonymously();
    renderMenu();
    expect(screen.queryByRole('menuitem', { name: 'Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Log out' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'About' })).toBeInTheDocument();
  });
});

describe('account page', () => {
  function renderAccountPage(answer: () => Promise<unknown>) {
    globalThis.fetch = jest.fn(() => answer()) as unknown as typeof fetch;
    signInAs(['All Data User'], { landingPageNdx: 2 });
    render(
      <MemoryRouter>
        <AccountPage page="account" />
      </MemoryRouter>,
    );
  }

  beforeEach(() => queryClient.clear());
  afterEach(() => jest.useRealTimers());

  it("shows the user's name, nickname, email, role and landing page", async () => {
    renderAccountPage(() =>
      Promise.resolve({
        ok: true,
        status: 200,
        json: () =>
          Promise.resolve({
            landing_page_name: 'Query & Download',
            landing_page_path: '/data-access/query-and-download/facilities',
          }),
      }),
    );
    const rows: [string, string][] = [
      ['Name', TEST_USER.name],
      ['Nickname', TEST_USER.nickname],
      ['Email', TEST_USER.email],
      ['Role', 'All Data User'],
    ];
    for (const [term, value] of rows) {
      expect(screen.getByText(term).nextElementSibling).toHaveTextContent(value);
    }
    expect(await screen.findByText('Query & Download')).toBe(
      screen.getByText('Landing page').nextElementSibling,
    );
    expect(globalThis.fetch).toHaveBeenCalledWith(
      '/api/users-management/list-user-landing-pages/2',
      expect.anything(),
    );
  });

  it('says so when the landing page name cannot be loaded', async () => {
    // The shared client tries a failed call once more, a second later: on fake time, findByText
    // moves the clock past it whatever the machine's load (a 3 s limit on the real clock did not).
    jest.useFakeTimers();
    renderAccountPage(() => Promise.reject(new Error('Failed to fetch')));
    expect(
      await screen.findByText('Page 2 (its name could not be loaded: Failed to fetch)'),
    ).toBeInTheDocument();
    expect(globalThis.fetch).toHaveBeenCalledTimes(2);
  });
});

describe('/auth/logout', () => {
  it('goes to the public map when there is no provider session to end', async () => {
    signInAs(['User']);
    const signOut = jest.fn(() => Promise.resolve(false));
    act(() => useAuthStore.setState({ signOut }));
    render(
      <MemoryRouter initialEntries={['/auth/logout']}>
        <Routes>
          <Route path="/auth/logout" element={<LogoutRoute />} />
          <Route path="/" element={<p>Public map</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Public map')).toBeInTheDocument();
    expect(signOut).toHaveBeenCalled();
  });

  it('shows the loader while the provider ends the session', () => {
    act(() => useAuthStore.setState({ signOut: () => new Promise(() => undefined) }));
    render(
      <MemoryRouter initialEntries={['/auth/logout']}>
        <LogoutRoute />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status', { name: 'Signing out' })).toBeInTheDocument();
  });
});
