import { createRemoteLifecycles } from '@headgate/platform';
import { AdminArea } from './AdminArea';

/** The lifecycles the shell mounts: this remote's `./app`. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles('mfe-admin', AdminArea);
