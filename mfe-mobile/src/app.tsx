import { createRemoteLifecycles } from '@headgate/platform';
import { MobileArea } from './MobileArea';

/** The lifecycles the shell mounts: this remote's `./app`. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles('mfe-mobile', MobileArea);
