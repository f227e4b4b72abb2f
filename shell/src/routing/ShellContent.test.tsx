import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@headgate/routing';
import { useAuthStore } from '@headgate/auth';
import type { RemoteId } from '@headgate/site-map';
import { signInAs, visitAnonymously, whileSignInLoads } from '../testing/authFixtures';
import { ShellContent } from './ShellContent';

jest.mock('../areas/RemoteArea', () => ({
  RemoteArea: ({ remoteId }: { remoteId: RemoteId }) => <p>Area {remoteId}</p>,
}));

const signIn = jest.fn<Promise<boolean>, [string?]>();

function visit(path: string) {
  act(() => useAuthStore.setState({ signIn }));
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<ShellContent />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  signIn.mockReset().mockReturnValue(new Promise(() => undefined));
});

describe('route guards in the content area', () => {
  it('shows a public page to an anonymous visitor', () => {
    visitAnonymously();
    visit('/facility-pages/37');
    expect(screen.getByText('Area mfe-facility')).toBeInTheDocument();
  });

  it('shows a public page at once, while the sign-in is still read', () => {
    whileSignInLoads();
    visit('/');
    expect(screen.getByText('Area mfe-map')).toBeInTheDocument();
  });

  it('shows the loader on a protected page while the sign-in is read', () => {
    whileSignInLoads();
    visit('/secret');
    expect(screen.getByRole('status', { name: 'Checking your sign-in' })).toBeInTheDocument();
    expect(screen.queryByText('Area mfe-data-access')).not.toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('sends an anonymous visitor of a protected page to sign in, to come back to it', () => {
    visitAnonymously();
    visit('/admin/users-management?page=2');
    expect(screen.getByRole('status', { name: 'Redirecting to sign-in' })).toBeInTheDocument();
    expect(signIn).toHaveBeenCalledWith('/admin/users-management?page=2');
    expect(screen.queryByText('Area mfe-admin')).not.toBeInTheDocument();
  });

  it('offers to log in again when the sign-in could not start', async () => {
    visitAnonymously();
    signIn.mockResolvedValue(false);
    visit('/secret');
    expect(await screen.findByText('Please log in to view this page.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(signIn).toHaveBeenCalledTimes(2);
  });

  it('shows an admin page to an Administrator', () => {
    signInAs(['Administrator']);
    visit('/data-access/system-management/contacts');
    expect(screen.getByText('Area mfe-admin')).toBeInTheDocument();
  });

  it('shows the Unauthorized screen to a User on an admin page', () => {
    signInAs(['User']);
    visit('/data-access/system-management/contacts');
    expect(screen.getByRole('heading', { name: 'Unauthorized' })).toBeInTheDocument();
    expect(screen.queryByText('Area mfe-admin')).not.toBeInTheDocument();
  });

  it('sends a User away from the Mobile Tracker to the public map', () => {
    signInAs(['User']);
    visit('/dashboards/mobile-dashboard');
    expect(screen.getByText('Area mfe-map')).toBeInTheDocument();
  });

  it('shows the account page to any signed-in user', () => {
    signInAs(['River Photos']);
    visit('/account');
    expect(screen.getByRole('heading', { name: 'Your Account' })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown path', () => {
    visitAnonymously();
    visit('/nope');
    expect(screen.getByText('Page not found.')).toBeInTheDocument();
  });
});
