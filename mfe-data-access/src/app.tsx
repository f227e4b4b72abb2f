import { createRemoteLifecycles } from '@headgate/platform';
import { DataAccessArea } from './DataAccessArea';

/** The lifecycles the shell mounts: this remote's `./app`. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles(
  'mfe-data-access',
  DataAccessArea,
);
