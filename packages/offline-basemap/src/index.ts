export { basemapLayerUrl, DISTRICT_CENTER, offlineBasemapLayers } from './offlineBasemapLayers';
