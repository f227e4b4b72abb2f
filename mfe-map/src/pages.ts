import { createElement } from 'react';
import { DASHBOARD_CRUMB, PATHS } from '@headgate/site-map';
import type { AreaPageDefinition } from '@headgate/platform';
import { PublicMapPage } from './page/PublicMapPage';

export const mapPages: readonly AreaPageDefinition[] = [
  {
    path: PATHS.publicMap,
    title: 'Public Map',
    breadcrumbs: [DASHBOARD_CRUMB, { label: 'Public Map' }],
    content: createElement(PublicMapPage),
  },
];
