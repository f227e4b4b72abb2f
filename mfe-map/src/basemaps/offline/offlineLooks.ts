/** The basemaps the offline cartography draws itself (Satellite needs a provider). */
export const OFFLINE_LOOK_IDS = ['outdoors', 'streets', 'light', 'dark'] as const;
export type OfflineLookId = (typeof OFFLINE_LOOK_IDS)[number];

/** The palette of one offline basemap. */
export interface OfflineLook {
  /** Beyond the state line: the map's data ends there, so it recedes. */
  outside: string;
  land: string;
  urban: string;
  water: string;
  river: string;
  waterLabel: string;
  county: string;
  countyLabel: string;
  district: string;
  railroad: string;
  border: string;
  /** A soft band inside the state line that makes the border read at every zoom. */
  borderGlow: string;
  placeDot: string;
  label: string;
  labelHalo: string;
}

/**
 * Four cartographic looks for the same geometry: Outdoors (warm terrain tones, the default),
 * Streets (crisp and bright, in the colours people know from street maps), Light (quiet greys
 * that let the water data speak) and Dark (for control rooms and night shifts).
 */
export const OFFLINE_LOOKS: Record<OfflineLookId, OfflineLook> = {
  outdoors: {
    outside: '#dcd8cb',
    land: '#f2eee1',
    urban: '#e6dac4',
    water: '#a9cfe8',
    river: '#5f9fd1',
    waterLabel: '#2c6593',
    county: '#b7ab92',
    countyLabel: '#8c8068',
    district: '#9fb68f',
    railroad: '#978c7c',
    border: '#6d6350',
    borderGlow: '#d9cfb6',
    placeDot: '#4a4234',
    label: '#352f25',
    labelHalo: '#f7f4ea',
  },
  streets: {
    outside: '#e4e2e6',
    land: '#f8f7f3',
    urban: '#f3e6d3',
    water: '#aad3df',
    river: '#6fb2d6',
    waterLabel: '#2a6f97',
    county: '#c9b8cf',
    countyLabel: '#8f7a96',
    district: '#b9c9e6',
    railroad: '#8e8e8e',
    border: '#8d6e98',
    borderGlow: '#e7d9ec',
    placeDot: '#2f2f2f',
    label: '#222222',
    labelHalo: '#ffffff',
  },
  light: {
    outside: '#e7e9ec',
    land: '#fbfbfb',
    urban: '#f0f0f0',
    water: '#d6e6f0',
    river: '#a9c8dc',
    waterLabel: '#5b7f99',
    county: '#d7dade',
    countyLabel: '#a0a6ae',
    district: '#dde3ea',
    railroad: '#cdd0d4',
    border: '#98a1ab',
    borderGlow: '#eceef1',
    placeDot: '#6b7280',
    label: '#4b5563',
    labelHalo: '#ffffff',
  },
  dark: {
    outside: '#0b0f14',
    land: '#1a212a',
    urban: '#242c37',
    water: '#1d3a52',
    river: '#3276a8',
    waterLabel: '#7fb2db',
    county: '#323c48',
    countyLabel: '#6b7785',
    district: '#2c3d4f',
    railroad: '#3e4854',
    border: '#6f8196',
    borderGlow: '#222b36',
    placeDot: '#c9d1d9',
    label: '#d5dce4',
    labelHalo: '#0b0f14',
  },
};
