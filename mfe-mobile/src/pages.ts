import { DASHBOARD_CRUMB, PATHS, type AreaPageDefinition } from '@headgate/platform';

export const mobilePages: readonly AreaPageDefinition[] = [
  {
    path: PATHS.mobileDashboard,
    title: 'Mobile Tracker',
    breadcrumbs: [DASHBOARD_CRUMB, { label: 'Mobile Tracker' }],
  },
];
