import { AreaRoutes } from '@headgate/platform';
import { mapPages } from './pages';

/** Every page of the mfe-map area. */
export function MapArea() {
  return <AreaRoutes remote="mfe-map" pages={mapPages} />;
}
