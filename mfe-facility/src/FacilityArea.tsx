import { AreaRoutes } from '@headgate/platform';
import { facilityPages } from './pages';

/** Every page of the mfe-facility area. */
export function FacilityArea() {
  return <AreaRoutes remote="mfe-facility" pages={facilityPages} />;
}
