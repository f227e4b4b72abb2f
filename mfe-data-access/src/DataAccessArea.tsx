import { AreaRoutes } from '@headgate/platform';
import { dataAccessPages } from './pages';

/** Every page of the mfe-data-access area. */
export function DataAccessArea() {
  return <AreaRoutes remote="mfe-data-access" pages={dataAccessPages} />;
}
