import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useShellNavigation } from './routing/shellNavigation';
import { loadAuthSettings } from './signIn/authSettings';
import { TEST_AUTH_SETTINGS } from './testing/authFixtures';
import { ShellApp } from './ShellApp';

jest.mock('./signIn/authSettings', () => ({ loadAuthSettings: jest.fn() }));
jest.mock('./landing/introMedia', () => ({
  INTRO_MEDIA: { video: '/assets/waterLoop.webm', poster: '/assets/waterLoopPoster.jpg' },
}));

// The router's chunk stands in for itself: what matters is when it is asked for.
let routerLoaded = false;
jest.mock('./routing/RoutedShell', () => {
  routerLoaded = true;
  return {
    RoutedShell: () => <p>{`The router has ${window.location.pathname}`}</p>,
  };
});

function startAt(path: string) {
  window.history.replaceState(null, '', path);
  useShellNavigation.setState({
    routed: path !== '/login',
    routerNavigate: null,
  });
  return render(<ShellApp />);
}

beforeEach(() => {
  jest.mocked(loadAuthSettings).mockResolvedValue(TEST_AUTH_SETTINGS);
});

describe('the shell', () => {
  it('draws a page loaded on the landing page without the router, which loads with the first move on', async () => {
    startAt('/login');
    expect(await screen.findByRole('region', { name: 'Access the Platform' })).toBeInTheDocument();
    expect(routerLoaded).toBe(false);

    await userEvent.click(screen.getByRole('link', { name: 'Public Access' }));
    expect(await screen.findByText('The router has /')).toBeInTheDocument();
    expect(routerLoaded).toBe(true);
    expect(screen.queryByRole('region', { name: 'Access the Platform' })).not.toBeInTheDocument();
  });

  it('gives every other page to the router from the start', async () => {
    startAt('/dashboard');
    expect(await screen.findByText('The router has /dashboard')).toBeInTheDocument();
  });
});
