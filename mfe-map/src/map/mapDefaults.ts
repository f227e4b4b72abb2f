/** Where the map opens (spec/public-map.md §9), as longitude and latitude in degrees. */
export const DEFAULT_CENTER: readonly [longitude: number, latitude: number] = [-104.778, 40.267];

/** The zoom the map opens at (spec/public-map.md §9). */
export const DEFAULT_ZOOM = 8.4;

/** The zoom a picked search result or address is shown at (spec/public-map.md §9). */
export const PICKED_PLACE_ZOOM = 16;

/** How long the map waits after its container stops resizing before it redraws (spec §9). */
export const RESIZE_DEBOUNCE_MS = 100;

/** How long a fly-to animation takes, in milliseconds. */
export const FLY_DURATION_MS = 900;
