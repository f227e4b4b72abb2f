import { createElement } from 'react';
import type { AreaPageContent } from '@headgate/platform';
import { MobileTrackerPage } from './tracker/MobileTrackerPage';

/**
 * The component of the mfe-mobile page of the manifest. Loaded with the area, not lazily: it is
 * the area's only page, so a separate chunk would only add a round trip.
 */
export const mobilePages: AreaPageContent<'mfe-mobile'> = {
  mobileDashboard: createElement(MobileTrackerPage),
};
