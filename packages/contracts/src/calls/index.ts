/**
 * What a browser needs to call the API without loading zod: the calls of the endpoints a page
 * makes before it has a form to check, and the plain constants beside them. Nothing this module
 * reaches imports zod (`calls.test.ts`); the endpoints with their schemas stay in the package's
 * root module, for the server and for the forms.
 */
export { facilityPagesCalls, facilityWidgetCalls, wellFieldCalls } from './facilityPagesCalls';
export {
  basemapCalls,
  basemapLayerPath,
  mapSymbolCall,
  placesCalls,
  publicMapCalls,
} from './mapCalls';
export { platformCalls } from './platformCalls';
export { usersManagementCalls } from './usersManagementCalls';
export {
  BASEMAP_IDS,
  BASEMAP_LABELS,
  BASEMAP_LAYER_IDS,
  PLACE_RANK_MINZOOM,
  PLACE_RANKS,
} from '../basemapIds';
export type { BasemapId, BasemapLayerId } from '../basemapIds';
export { MAP_SYMBOL_PARAMETERS, MAP_SYMBOL_SHAPES } from '../mapSymbolParameters';
export type { MapSymbolParameter } from '../mapSymbolParameters';
export { endpointUrl } from '../endpointDefinition/endpointUrl';
