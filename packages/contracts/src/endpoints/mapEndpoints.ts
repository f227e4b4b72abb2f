import * as z from 'zod';
import { basemapLayerParamsSchema, basemapSettingsSchema } from '../basemap';
import {
  basemapCallParts,
  mapSymbolCallPart,
  placesCallParts,
  publicMapCallParts,
} from '../calls/mapCalls';
import { defineEndpoint } from '../endpointDefinition';
import { locationSearchQuerySchema, locationSearchResponseSchema } from '../locationSearch';
import {
  featureCollectionSchema,
  mapFiltersSchema,
  mapLayerSchema,
  mapSourceSchema,
  unitedLocationsResponseSchema,
} from '../mapLayers';
import { mapSymbolQuerySchema } from '../mapSymbols';
import {
  placesQuerySchema,
  placesResponseSchema,
  reversePlaceQuerySchema,
  reversePlaceSchema,
} from '../places';

/** `publicMapCallParts` with their schemas: what the server registers and checks. */
export const publicMapEndpoints = {
  layers: defineEndpoint({
    ...publicMapCallParts.layers,
    response: z.array(mapLayerSchema),
  }),
  sources: defineEndpoint({
    ...publicMapCallParts.sources,
    response: z.array(mapSourceSchema),
  }),
  united: defineEndpoint({
    ...publicMapCallParts.united,
    response: unitedLocationsResponseSchema,
  }),
  filters: defineEndpoint({
    ...publicMapCallParts.filters,
    response: mapFiltersSchema,
  }),
  search: defineEndpoint({
    ...publicMapCallParts.search,
    query: locationSearchQuerySchema,
    response: locationSearchResponseSchema,
  }),
};

/** `placesCallParts` with their schemas: what the server registers and checks. */
export const placesEndpoints = {
  search: defineEndpoint({
    ...placesCallParts.search,
    query: placesQuerySchema,
    response: placesResponseSchema,
  }),
  reverse: defineEndpoint({
    ...placesCallParts.reverse,
    query: reversePlaceQuerySchema,
    response: reversePlaceSchema,
  }),
};

/** `basemapCallParts` with their schemas: what the server registers and checks. */
export const basemapEndpoints = {
  layer: defineEndpoint({
    ...basemapCallParts.layer,
    params: basemapLayerParamsSchema,
    response: featureCollectionSchema,
  }),
  settings: defineEndpoint({
    ...basemapCallParts.settings,
    response: basemapSettingsSchema,
  }),
};

/** `mapSymbolCallPart` with its query's schema. */
export const mapSymbolEndpoint = defineEndpoint({
  ...mapSymbolCallPart,
  query: mapSymbolQuerySchema,
});
