import { DASHBOARD_CRUMB, PATHS, type AreaPageDefinition } from '@headgate/platform';

const FACILITIES_CRUMB = { label: 'Facilities', to: PATHS.facilityPages };
const RIVER_PHOTOS_CRUMB = { label: 'River Photos' };

const riverCamera = (path: string, camera: string): AreaPageDefinition => ({
  path,
  title: `River Photos: ${camera}`,
  breadcrumbs: [DASHBOARD_CRUMB, RIVER_PHOTOS_CRUMB, { label: camera }],
});

export const facilityPages: readonly AreaPageDefinition[] = [
  {
    path: PATHS.facilityPages,
    title: 'Facilities',
    breadcrumbs: [DASHBOARD_CRUMB, { label: 'Facilities' }],
  },
  {
    path: PATHS.facilityPage,
    title: 'Facility Details',
    breadcrumbs: ({ id }) => [DASHBOARD_CRUMB, FACILITIES_CRUMB, { label: `Facility ${id ?? ''}` }],
  },
  riverCamera(PATHS.riverPhotosWestern, 'Western'),
  riverCamera(PATHS.riverPhotosEmpire, 'Empire'),
  riverCamera(PATHS.riverPhotosRiversideDam, 'Riverside Dam'),
  riverCamera(PATHS.riverPhotosRiversideSandGate, 'Riverside Sand Gate'),
];
