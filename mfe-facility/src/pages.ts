import { createElement } from 'react';
import { RIVER_CAMERAS } from '@headgate/contracts';
import { DASHBOARD_CRUMB, PATHS } from '@headgate/site-map';
import type { AreaPageDefinition } from '@headgate/platform';
import { FacilityDetailPage } from './facilityDetail/FacilityDetailPage';
import { FacilitiesListPage } from './facilityList/FacilitiesListPage';
import { RiverPhotoPage } from './riverPhotos/RiverPhotoPage';

const FACILITIES_CRUMB = { label: 'Facilities', to: PATHS.facilityPages };
const RIVER_PHOTOS_CRUMB = { label: 'River Photos' };

const CAMERA_PATHS = {
  western: PATHS.riverPhotosWestern,
  empire: PATHS.riverPhotosEmpire,
  'riverside-dam': PATHS.riverPhotosRiversideDam,
  'riverside-sand-gate': PATHS.riverPhotosRiversideSandGate,
} as const;

const riverCameraPages = RIVER_CAMERAS.map((camera): AreaPageDefinition => ({
  path: CAMERA_PATHS[camera.id],
  title: `River Photos: ${camera.label}`,
  breadcrumbs: [DASHBOARD_CRUMB, RIVER_PHOTOS_CRUMB, { label: camera.label }],
  content: createElement(RiverPhotoPage, { key: camera.id, camera: camera.id }),
}));

export const facilityPages: readonly AreaPageDefinition[] = [
  {
    path: PATHS.facilityPages,
    title: 'Facilities',
    breadcrumbs: [DASHBOARD_CRUMB, { label: 'Facilities' }],
    content: createElement(FacilitiesListPage),
  },
  {
    path: PATHS.facilityPage,
    title: 'Facility Details',
    // The facility's name replaces this once its details load (useCurrentPageLabel).
    breadcrumbs: ({ id }) => [DASHBOARD_CRUMB, FACILITIES_CRUMB, { label: `Facility ${id ?? ''}` }],
    content: createElement(FacilityDetailPage),
  },
  ...riverCameraPages,
];
