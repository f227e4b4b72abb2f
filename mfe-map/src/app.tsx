import { createRemoteLifecycles } from '@headgate/platform';
import { MapArea } from './MapArea';

/** The lifecycles the shell mounts: this remote's `./app`. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles('mfe-map', MapArea);
