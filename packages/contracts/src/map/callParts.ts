import { defineCalls } from '../endpointDefinition';
import { SIGNED_IN_ROLES } from '../roles';
import { BASEMAP_LAYER_IDS } from './basemapIds';

const tags = ['Public map'];

/**
 * The public map's calls (spec/public-map.md §7): what the caller may see of the layers and
 * sources, the restricted locations and filters for signed-in users, and the location search.
 */
export const publicMapCallParts = defineCalls({
  layers: {
    method: 'GET',
    path: '/api/public-map/layers',
    access: 'public',
    tags,
    summary: 'Layers the caller may see',
  },
  sources: {
    method: 'GET',
    path: '/api/public-map/sources',
    access: 'public',
    tags,
    summary: 'Sources the caller may see, with features',
  },
  united: {
    method: 'GET',
    path: '/api/public-map/united',
    access: { anyOf: SIGNED_IN_ROLES },
    tags,
    summary: 'The restricted district locations (United layer)',
  },
  filters: {
    method: 'GET',
    path: '/api/public-map/filters',
    access: { anyOf: SIGNED_IN_ROLES },
    tags,
    summary: 'Options of the map filters',
  },
  // Public: the restricted set is refused to an anonymous caller by the handler, which alone
  // reads the query's `source`.
  search: {
    method: 'GET',
    path: '/api/public-map/search',
    access: 'public',
    tags,
    summary: 'Fuzzy location search (at most 49)',
  },
});

/** Address search and reverse look-up without a geocoder, from the offline basemap's names. */
export const placesCallParts = defineCalls({
  search: {
    method: 'GET',
    path: '/api/public-map/places',
    access: 'public',
    tags,
    summary: 'Towns, counties, water districts and public locations by name (at most 10)',
  },
  reverse: {
    method: 'GET',
    path: '/api/public-map/places/reverse',
    access: 'public',
    tags,
    summary: 'The nearest town, and the county and water district containing a point',
  },
});

/** The offline basemap's layers and the basemap and geocoder settings of the map. */
export const basemapCallParts = defineCalls({
  layer: {
    method: 'GET',
    path: '/api/public-map/basemap/:layer',
    access: 'public',
    tags,
    summary: `One layer of the offline basemap (${BASEMAP_LAYER_IDS.join(', ')})`,
  },
  settings: {
    method: 'GET',
    path: '/api/public-map/basemap-settings',
    access: 'public',
    tags,
    summary: 'Basemaps the map can draw, and the geocoder it may call',
  },
});

/**
 * A map symbol as SVG; the same query always draws the same symbol. The browser loads it as an
 * image, so it is never fetched through the API client, only its URL built from here.
 */
export const mapSymbolCallParts = defineCalls({
  symbol: {
    method: 'GET',
    path: '/api/icon/icon',
    answer: 'file',
    access: 'public',
    tags,
    summary: 'Map symbol as SVG',
  },
});
