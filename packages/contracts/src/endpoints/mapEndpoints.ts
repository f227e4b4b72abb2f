import * as z from 'zod';
import { defineEndpoint, endpointUrl } from '../endpointDefinition';
import {
  BASEMAP_LAYER_IDS,
  basemapLayerParamsSchema,
  basemapSettingsSchema,
  type BasemapLayerId,
} from '../basemap';
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
import { SIGNED_IN_ROLES } from '../roles';

const tags = ['Public map'];

/**
 * The public map's calls (spec/public-map.md §7): what the caller may see of the layers and
 * sources, the restricted locations and filters for signed-in users, and the location search.
 */
export const publicMapEndpoints = {
  layers: defineEndpoint({
    method: 'GET',
    path: '/api/public-map/layers',
    response: z.array(mapLayerSchema),
    access: 'public',
    tags,
    summary: 'Layers the caller may see',
  }),
  sources: defineEndpoint({
    method: 'GET',
    path: '/api/public-map/sources',
    response: z.array(mapSourceSchema),
    access: 'public',
    tags,
    summary: 'Sources the caller may see, with features',
  }),
  united: defineEndpoint({
    method: 'GET',
    path: '/api/public-map/united',
    response: unitedLocationsResponseSchema,
    access: { anyOf: SIGNED_IN_ROLES },
    tags,
    summary: 'The restricted district locations (United layer)',
  }),
  filters: defineEndpoint({
    method: 'GET',
    path: '/api/public-map/filters',
    response: mapFiltersSchema,
    access: { anyOf: SIGNED_IN_ROLES },
    tags,
    summary: 'Options of the map filters',
  }),
  // Public: the restricted set is refused to an anonymous caller by the handler, which alone
  // reads the query's `source`.
  search: defineEndpoint({
    method: 'GET',
    path: '/api/public-map/search',
    query: locationSearchQuerySchema,
    response: locationSearchResponseSchema,
    access: 'public',
    tags,
    summary: 'Fuzzy location search (at most 49)',
  }),
};

/** Address search and reverse look-up without a geocoder, from the offline basemap's names. */
export const placesEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/api/public-map/places',
    query: placesQuerySchema,
    response: placesResponseSchema,
    access: 'public',
    tags,
    summary: 'Towns, counties, water districts and public locations by name (at most 10)',
  }),
  reverse: defineEndpoint({
    method: 'GET',
    path: '/api/public-map/places/reverse',
    query: reversePlaceQuerySchema,
    response: reversePlaceSchema,
    access: 'public',
    tags,
    summary: 'The nearest town, and the county and water district containing a point',
  }),
};

/** The offline basemap's layers and the basemap and geocoder settings of the map. */
export const basemapEndpoints = {
  layer: defineEndpoint({
    method: 'GET',
    path: '/api/public-map/basemap/:layer',
    params: basemapLayerParamsSchema,
    response: featureCollectionSchema,
    access: 'public',
    tags,
    summary: `One layer of the offline basemap (${BASEMAP_LAYER_IDS.join(', ')})`,
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/public-map/basemap-settings',
    response: basemapSettingsSchema,
    access: 'public',
    tags,
    summary: 'Basemaps the map can draw, and the geocoder it may call',
  }),
};

/** Path of one offline basemap layer (a GeoJSON FeatureCollection). */
export const basemapLayerPath = (layer: BasemapLayerId) =>
  endpointUrl(basemapEndpoints.layer, { params: { layer } });

/**
 * A map symbol as SVG; the same query always draws the same symbol. The browser loads it as an
 * image, so it is never fetched through the API client, only its URL built from here.
 */
export const mapSymbolEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/icon/icon',
  query: mapSymbolQuerySchema,
  answer: 'file',
  access: 'public',
  tags,
  summary: 'Map symbol as SVG',
});
