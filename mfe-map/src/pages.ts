import { DASHBOARD_CRUMB, PATHS, type AreaPageDefinition } from '@headgate/platform';

export const mapPages: readonly AreaPageDefinition[] = [
  {
    path: PATHS.publicMap,
    title: 'Public Map',
    breadcrumbs: [DASHBOARD_CRUMB, { label: 'Public Map' }],
  },
];
