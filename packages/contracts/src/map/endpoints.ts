import * as z from 'zod';
import { defineEndpoints } from '../endpointDefinition';
import { basemapLayerParamsSchema, basemapSettingsSchema } from './basemap';
import {
  basemapCallParts,
  mapSymbolCallParts,
  placesCallParts,
  publicMapCallParts,
} from './callParts';
import { locationSearchQuerySchema, locationSearchResponseSchema } from './locationSearch';
import {
  featureCollectionSchema,
  mapFiltersSchema,
  mapLayerSchema,
  mapSourceSchema,
  unitedLocationsResponseSchema,
} from './mapLayers';
import { mapSymbolQuerySchema } from './mapSymbols';
import {
  placesQuerySchema,
  placesResponseSchema,
  reversePlaceQuerySchema,
  reversePlaceSchema,
} from './places';

/** `publicMapCallParts` with their schemas: what the server registers and checks. */
export const publicMapEndpoints = defineEndpoints(publicMapCallParts, {
  layers: { response: z.array(mapLayerSchema) },
  sources: { response: z.array(mapSourceSchema) },
  united: { response: unitedLocationsResponseSchema },
  filters: { response: mapFiltersSchema },
  search: { query: locationSearchQuerySchema, response: locationSearchResponseSchema },
});

/** `placesCallParts` with their schemas: what the server registers and checks. */
export const placesEndpoints = defineEndpoints(placesCallParts, {
  search: { query: placesQuerySchema, response: placesResponseSchema },
  reverse: { query: reversePlaceQuerySchema, response: reversePlaceSchema },
});

/** `basemapCallParts` with their schemas: what the server registers and checks. */
export const basemapEndpoints = defineEndpoints(basemapCallParts, {
  layer: { params: basemapLayerParamsSchema, response: featureCollectionSchema },
  settings: { response: basemapSettingsSchema },
});

/** The map symbol call with its query's schema. */
export const mapSymbolEndpoint = defineEndpoints(mapSymbolCallParts, {
  symbol: { query: mapSymbolQuerySchema },
}).symbol;
