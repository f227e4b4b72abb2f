import { createElement } from 'react';
import type { AreaPageContent } from '@headgate/platform';
import { PublicMapPage } from './page/PublicMapPage';

/**
 * The component of the mfe-map page of the manifest. Loaded with the area, not lazily: it is the
 * area's only page, so a separate chunk would only add a round trip (the map itself loads lazily).
 */
export const mapPages: AreaPageContent<'mfe-map'> = {
  publicMap: createElement(PublicMapPage),
};
