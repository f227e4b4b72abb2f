import { createElement } from 'react';
import { lazyPage, type AreaPageContent } from '@headgate/platform';

// Each page's code loads when the page is first opened: the list, a facility's details with its
// drill-down charts, and the camera pages are apart.
const FacilitiesListPage = lazyPage(
  () => import('./facilityList/FacilitiesListPage'),
  'FacilitiesListPage',
);
const FacilityDetailPage = lazyPage(
  () => import('./facilityDetail/FacilityDetailPage'),
  'FacilityDetailPage',
);
const RiverPhotoPage = lazyPage(() => import('./riverPhotos/RiverPhotoPage'), 'RiverPhotoPage');

/** The component of each mfe-facility page of the manifest; one camera page per river camera. */
export const facilityPages: AreaPageContent<'mfe-facility'> = {
  facilityPages: createElement(FacilitiesListPage),
  facilityPage: createElement(FacilityDetailPage),
  // Keyed by camera, so moving between camera pages starts each one afresh.
  riverPhotosWestern: createElement(RiverPhotoPage, { key: 'western', camera: 'western' }),
  riverPhotosEmpire: createElement(RiverPhotoPage, { key: 'empire', camera: 'empire' }),
  riverPhotosRiversideDam: createElement(RiverPhotoPage, {
    key: 'riverside-dam',
    camera: 'riverside-dam',
  }),
  riverPhotosRiversideSandGate: createElement(RiverPhotoPage, {
    key: 'riverside-sand-gate',
    camera: 'riverside-sand-gate',
  }),
};
