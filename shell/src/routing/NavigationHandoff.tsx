import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@headgate/routing';
import { hrefOf, sitePathOf, useShellNavigation } from './shellNavigation';

function addressOf({ pathname, search, hash }: { pathname: string; search: string; hash: string }) {
  return `${pathname}${search}${hash}`;
}

/**
 * Hands the router's navigation to `navigateInShell` while the router is mounted. The router
 * reads the address when it first renders; a move made before it mounted (the sign-in's return,
 * while the router was loading) is caught up here, so the page always shows the address bar's page.
 * A passive effect: the router starts listening in its own layout effect, after its children's.
 */
export function NavigationHandoff() {
  const navigate = useNavigate();
  const location = useLocation();
  const current = useRef({ navigate, location });
  useLayoutEffect(() => {
    current.current = { navigate, location };
  });

  useEffect(() => {
    const { location: routerLocation } = current.current;
    const address = addressOf(window.location);
    if (address !== hrefOf(addressOf(routerLocation)))
      current.current.navigate(sitePathOf(address), { replace: true });
    useShellNavigation.setState({
      routerNavigate: (to, options) => current.current.navigate(to, options),
    });
    return () => useShellNavigation.setState({ routerNavigate: null });
  }, []);
  return null;
}
