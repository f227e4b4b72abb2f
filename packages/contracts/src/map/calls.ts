import type { CallOf, CallsOf } from '../endpointDefinition';
import { endpointUrl } from '../endpointDefinition';
import type { BasemapLayerId } from './basemapIds';
import {
  basemapCallParts,
  mapSymbolCallParts,
  placesCallParts,
  publicMapCallParts,
} from './callParts';
import type {
  basemapEndpoints,
  mapSymbolEndpoint,
  placesEndpoints,
  publicMapEndpoints,
} from './endpoints';

/** `publicMapEndpoints` as a browser calls them: typed by the endpoints, without their schemas. */
export const publicMapCalls: CallsOf<typeof publicMapEndpoints> = publicMapCallParts;

/** `placesEndpoints` as a browser calls them: typed by the endpoints, without their schemas. */
export const placesCalls: CallsOf<typeof placesEndpoints> = placesCallParts;

/** `basemapEndpoints` as a browser calls them: typed by the endpoints, without their schemas. */
export const basemapCalls: CallsOf<typeof basemapEndpoints> = basemapCallParts;

/** Path of one offline basemap layer (a GeoJSON FeatureCollection). */
export const basemapLayerPath = (layer: BasemapLayerId) =>
  endpointUrl(basemapCalls.layer, { params: { layer } });

/** `mapSymbolEndpoint` as a browser calls it: typed by the endpoint, without its schema. */
export const mapSymbolCall: CallOf<typeof mapSymbolEndpoint> = mapSymbolCallParts.symbol;
