import { act, render, screen } from '@testing-library/react';
import { BrowserRouter, Route, Routes } from '@headgate/routing';
import { NavigationHandoff } from './NavigationHandoff';
import { navigateInShell, useShellNavigation } from './shellNavigation';

/** Moves the address once, while the router renders for the first time and before it listens. */
function MoveWhileTheRouterLoads({ to }: { to: string }) {
  if (window.location.pathname !== to) window.history.replaceState(null, '', to);
  return null;
}

function renderRouter(children?: React.ReactNode) {
  return render(
    <BrowserRouter>
      <NavigationHandoff />
      {children}
      <Routes>
        <Route path="/auth/callback" element={<p>Completing the sign-in</p>} />
        <Route path="/dashboard" element={<p>Dashboard</p>} />
        <Route path="/account" element={<p>Your Account</p>} />
      </Routes>
    </BrowserRouter>,
  );
}

beforeEach(() => {
  window.history.replaceState(null, '', '/auth/callback');
  useShellNavigation.setState({ routed: true, routerNavigate: null });
});

it("gives navigateInShell the router's navigation while the router is mounted", () => {
  const { unmount } = renderRouter();
  expect(screen.getByText('Completing the sign-in')).toBeInTheDocument();
  act(() => navigateInShell('/account'));
  expect(screen.getByText('Your Account')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/account');
  unmount();
  expect(useShellNavigation.getState().routerNavigate).toBeNull();
});

it('shows the page of a move made before the router mounted', () => {
  renderRouter(<MoveWhileTheRouterLoads to="/dashboard" />);
  expect(screen.getByText('Dashboard')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/dashboard');
});
