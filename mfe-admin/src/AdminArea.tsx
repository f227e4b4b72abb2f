import { AreaRoutes } from '@headgate/platform';
import { adminPages } from './pages';

/** Every page of the mfe-admin area. */
export function AdminArea() {
  return <AreaRoutes remote="mfe-admin" pages={adminPages} />;
}
