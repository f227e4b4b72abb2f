import { AreaRoutes } from '@headgate/platform';
import { mobilePages } from './pages';

/** Every page of the mfe-mobile area. */
export function MobileArea() {
  return <AreaRoutes remote="mfe-mobile" pages={mobilePages} />;
}
