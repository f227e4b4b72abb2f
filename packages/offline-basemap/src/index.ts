export { DISTRICT_CENTER, offlineBasemapLayers } from './offlineBasemapLayers';
