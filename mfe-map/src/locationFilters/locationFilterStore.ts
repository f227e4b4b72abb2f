import { create } from 'zustand';
import type { LocationFilterKey } from './locationFilterSelection';

/**
 * What the user chose in each filter; `null` until they change it, which means "every option".
 * Storing the untouched state rather than a copy of the options is what makes a filter start
 * with all options selected as soon as they load (spec/public-map.md §4), with no effect to sync
 * and no moment where the map shows nothing.
 */
export type ChosenLocationFilters = Record<LocationFilterKey, readonly string[] | null>;

interface LocationFilterState {
  chosen: ChosenLocationFilters;
  choose: (key: LocationFilterKey, values: readonly string[] | null) => void;
}

export const UNTOUCHED_LOCATION_FILTERS: ChosenLocationFilters = {
  reportingStatus: null,
  locationTypes: null,
};

/**
 * The map's filter choices, one store for the page so that the filter bar and the map layers
 * read the same selection. Use `useLocationFilters` rather than this store directly.
 */
export const useLocationFilterStore = create<LocationFilterState>()((set) => ({
  chosen: UNTOUCHED_LOCATION_FILTERS,
  choose: (key, values) => set((state) => ({ chosen: { ...state.chosen, [key]: values } })),
}));
