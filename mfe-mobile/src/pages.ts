import { createElement } from 'react';
import { DASHBOARD_CRUMB, PATHS } from '@headgate/site-map';
import type { AreaPageDefinition } from '@headgate/platform';
import { MobileTrackerPage } from './tracker/MobileTrackerPage';

export const mobilePages: readonly AreaPageDefinition[] = [
  {
    path: PATHS.mobileDashboard,
    title: 'Mobile Tracker',
    breadcrumbs: [DASHBOARD_CRUMB, { label: 'Mobile Tracker' }],
    content: createElement(MobileTrackerPage),
  },
];
