import { useEffect } from 'react';
import { useNavigate } from '@headgate/routing';
import { useAuthStore } from '@headgate/auth';
import { PATHS } from '@headgate/site-map';
import { Loader } from '@headgate/design-system';

/**
 * `/auth/logout`: ends the session at the provider, which returns to the public map. Without a
 * session there is nothing to end, and the user goes straight to the public map.
 */
export function LogoutRoute() {
  const signOut = useAuthStore((state) => state.signOut);
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void signOut().then((leaving) => {
      if (active && !leaving) navigate(PATHS.publicMap, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [signOut, navigate]);
  return <Loader label="Signing out" />;
}
