import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@headgate/auth';
import { useDeveloperDrawerStore } from '../developer/developerDrawerStore';
import { useShellNavigation } from '../routing/shellNavigation';
import { signInAs, visitAnonymously } from '../testing/authFixtures';
import { LandingPage } from './LandingPage';

jest.mock('./introMedia', () => ({
  INTRO_MEDIA: { video: '/assets/waterLoop.webm', poster: '/assets/waterLoopPoster.jpg' },
}));

const signIn = jest.fn<Promise<boolean>, [string?]>();
const routerNavigate = jest.fn<void, [string, { replace: boolean }]>();

// The page as loaded on /login: drawn without the router (ShellApp.test.tsx follows a move on).
function renderLandingPage() {
  act(() => useAuthStore.setState({ signIn }));
  return render(<LandingPage />);
}

beforeEach(() => {
  window.history.replaceState(null, '', '/login');
  useShellNavigation.setState({ routed: false, routerNavigate: null });
  routerNavigate.mockReset();
  signIn.mockReset().mockResolvedValue(true);
  useDeveloperDrawerStore.setState({ open: false });
  visitAnonymously();
});

describe('landing page', () => {
  it('shows the tagline over the muted, looping intro video', () => {
    renderLandingPage();
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'A System for Real-time Data Collection, Management, Visualization and Analytic',
      }),
    ).toBeInTheDocument();
    const video = screen.getByTestId('intro-video') as HTMLVideoElement;
    const source = video.querySelector('source');
    expect(source).toHaveAttribute('src', '/assets/waterLoop.webm');
    // Visitors who ask for reduced motion get no source: the still picture stays.
    expect(source).toHaveAttribute('media', '(prefers-reduced-motion: no-preference)');
    expect(video).toHaveAttribute('poster', '/assets/waterLoopPoster.jpg');
    expect(video.autoplay).toBe(true);
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
  });

  it('has a brand link to the public map', async () => {
    renderLandingPage();
    const brand = screen.getByRole('link', { name: 'Headgate' });
    expect(brand).toHaveAttribute('href', '/');
    await userEvent.click(brand);
    expect(window.location.pathname).toBe('/');
    expect(useShellNavigation.getState().routed).toBe(true);
  });

  it('leaves the move to the router once the router has the page', async () => {
    act(() => useShellNavigation.setState({ routed: true, routerNavigate }));
    renderLandingPage();
    await userEvent.click(screen.getByRole('link', { name: 'Headgate' }));
    expect(routerNavigate).toHaveBeenCalledWith('/', { replace: false });
    expect(window.location.pathname).toBe('/login');
  });

  it('leaves a click for a new tab to the browser', async () => {
    renderLandingPage();
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Public Access' }));
    expect(window.location.pathname).toBe('/login');
    expect(useShellNavigation.getState().routed).toBe(false);
  });

  it("'Log in to Dashboard' signs in and leads to the user's landing page", async () => {
    renderLandingPage();
    await userEvent.click(screen.getByRole('button', { name: 'Log in to Dashboard' }));
    expect(signIn).toHaveBeenCalledWith();
  });

  it('offers the two ways in: log in (back to the public map) or public access', async () => {
    renderLandingPage();
    const access = screen.getByRole('region', { name: 'Access the Platform' });
    expect(within(access).getByText('Log in with user profile:')).toBeInTheDocument();
    expect(within(access).getByText('View public resources:')).toBeInTheDocument();

    await userEvent.click(within(access).getByRole('button', { name: 'Log In' }));
    expect(signIn).toHaveBeenCalledWith('/');

    await userEvent.click(within(access).getByRole('link', { name: 'Public Access' }));
    expect(window.location.pathname).toBe('/');
    expect(useShellNavigation.getState().routed).toBe(true);
  });

  it('has a footer with placeholder links and the copyright', () => {
    renderLandingPage();
    const footer = screen.getByRole('contentinfo');
    for (const label of ['Documentation', 'Privacy', 'Terms of Service']) {
      expect(within(footer).getByRole('button', { name: label })).toBeInTheDocument();
    }
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Headgate`)).toBeInTheDocument();
  });

  it.each([
    ['an anonymous visitor', () => visitAnonymously()],
    ['an Administrator', () => signInAs(['Administrator'])],
    ['a User', () => signInAs(['User'])],
  ])('hides the developer tools opener from %s', (_name, as) => {
    as();
    renderLandingPage();
    expect(screen.queryByRole('button', { name: 'Developer tools' })).not.toBeInTheDocument();
  });

  it('shows a Developer the tools opener, which opens the developer drawer', async () => {
    signInAs(['Developer']);
    renderLandingPage();
    await userEvent.click(screen.getByRole('button', { name: 'Developer tools' }));
    expect(useDeveloperDrawerStore.getState().open).toBe(true);
  });
});
