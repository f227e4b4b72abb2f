import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthStore } from '@headgate/auth';
import { PATHS } from '@headgate/platform';
import { Loader } from '@headgate/design-system';

/** `/auth/logout`: ends the session and returns to the public map. */
export function LogoutRoute() {
  const clearSession = useAuthStore((state) => state.clearSession);
  const navigate = useNavigate();
  useEffect(() => {
    clearSession();
    navigate(PATHS.publicMap, { replace: true });
  }, [clearSession, navigate]);
  return <Loader label="Signing out" />;
}
