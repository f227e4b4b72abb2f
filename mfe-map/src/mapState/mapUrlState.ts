import type { BasemapId } from '@headgate/contracts';
import { DEFAULT_BASEMAP, isBasemapId } from '../basemaps/basemapCatalog';
import { DEFAULT_CENTER, DEFAULT_ZOOM } from '../map/mapDefaults';

/** What a shared link restores: any part may be missing, and then the default applies. */
export interface MapUrlState {
  center?: [longitude: number, latitude: number];
  zoom?: number;
  basemap?: BasemapId;
  /** The visible layer groups; an empty list means every group is hidden. */
  visibleGroups?: string[];
}

/** The map's current state, as the page writes it to the URL. */
export interface MapStateSnapshot {
  center: readonly [number, number];
  zoom: number;
  basemap: BasemapId;
  /** Null while the layers are unknown: the URL's layer list is then left alone. */
  visibleGroups: readonly string[] | null;
  defaultVisibleGroups: readonly string[];
}

/** The search parameters the map owns; any other parameter in the URL is kept as it is. */
export const MAP_URL_PARAMS = {
  center: 'center',
  zoom: 'zoom',
  basemap: 'basemap',
  layers: 'layers',
} as const;

// About a metre of precision, and a hundredth of a zoom step: enough to share a view.
const CENTER_DECIMALS = 5;
const ZOOM_DECIMALS = 2;
const MAX_ZOOM = 28;

function rounded(value: number, decimals: number): string {
  return value.toFixed(decimals).replace(/\.?0+$/, '');
}

function readCenter(text: string | null): [number, number] | undefined {
  const parts = text?.split(',').map(Number);
  if (parts?.length !== 2) return undefined;
  const [longitude, latitude] = parts as [number, number];
  const valid =
    Number.isFinite(longitude) &&
    Number.isFinite(latitude) &&
    Math.abs(longitude) <= 180 &&
    Math.abs(latitude) <= 85;
  return valid ? [longitude, latitude] : undefined;
}

/** Reads the map's parameters from a URL's search string, ignoring any that are malformed. */
export function readMapUrlState(search: string): MapUrlState {
  const params = new URLSearchParams(search);
  const state: MapUrlState = {};
  const center = readCenter(params.get(MAP_URL_PARAMS.center));
  if (center) state.center = center;
  const zoomText = params.get(MAP_URL_PARAMS.zoom);
  const zoom = zoomText === null || zoomText === '' ? NaN : Number(zoomText);
  if (Number.isFinite(zoom) && zoom >= 0 && zoom <= MAX_ZOOM) state.zoom = zoom;
  const basemap = params.get(MAP_URL_PARAMS.basemap);
  if (isBasemapId(basemap)) state.basemap = basemap;
  const layers = params.get(MAP_URL_PARAMS.layers);
  if (layers !== null) state.visibleGroups = layers.split(',').filter((id) => id !== '');
  return state;
}

function sameGroups(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/**
 * The search string (with its `?`, or empty) that records the map's state in `search`. Values
 * equal to the defaults are left out, so the map at its opening view keeps a clean URL.
 */
export function writeMapUrlState(search: string, state: MapStateSnapshot): string {
  const params = new URLSearchParams(search);
  const center = state.center.map((value) => rounded(value, CENTER_DECIMALS)).join(',');
  const defaultCenter = DEFAULT_CENTER.map((value) => rounded(value, CENTER_DECIMALS)).join(',');
  const zoom = rounded(state.zoom, ZOOM_DECIMALS);
  const atDefaultView = center === defaultCenter && zoom === rounded(DEFAULT_ZOOM, ZOOM_DECIMALS);
  setOrDelete(params, MAP_URL_PARAMS.center, atDefaultView ? null : center);
  setOrDelete(params, MAP_URL_PARAMS.zoom, atDefaultView ? null : zoom);
  setOrDelete(
    params,
    MAP_URL_PARAMS.basemap,
    state.basemap === DEFAULT_BASEMAP ? null : state.basemap,
  );
  if (state.visibleGroups) {
    const unchanged = sameGroups(state.visibleGroups, state.defaultVisibleGroups);
    setOrDelete(params, MAP_URL_PARAMS.layers, unchanged ? null : state.visibleGroups.join(','));
  }
  // Commas are legal in a query and keep a shared link readable.
  const text = params.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}

function setOrDelete(params: URLSearchParams, name: string, value: string | null): void {
  if (value === null) params.delete(name);
  else params.set(name, value);
}
