import type { BasemapId } from '@headgate/contracts';
import dark from './dark.svg';
import light from './light.svg';
import outdoors from './outdoors.svg';
import satellite from './satellite.svg';
import streets from './streets.svg';

/** Static previews of each basemap, drawn by `renderBasemapPreviews.ts` from the real geometry. */
export const BASEMAP_PREVIEWS: Record<BasemapId, string> = {
  outdoors,
  satellite,
  streets,
  light,
  dark,
};
