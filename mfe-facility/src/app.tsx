import { createRemoteLifecycles } from '@headgate/platform';
import { FacilityArea } from './FacilityArea';

/** The lifecycles the shell mounts: this remote's `./app`. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles('mfe-facility', FacilityArea);
