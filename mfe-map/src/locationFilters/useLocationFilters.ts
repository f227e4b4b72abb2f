import { useCallback, useMemo } from 'react';
import type { MapFilters } from '@headgate/contracts';
import type { LocationFilterKey, LocationFilterSelection } from './locationFilterSelection';
import { useLocationFilterStore, type ChosenLocationFilters } from './locationFilterStore';

/** The filter selection and the ways the filter bar changes it. */
export interface LocationFilters {
  /**
   * The chosen values of each filter, or null while the options have not loaded (anonymous
   * visitors never load them): the map then filters nothing.
   */
  selection: LocationFilterSelection | null;
  /** Adds the value to the filter's selection, or removes it when it was chosen. */
  toggle: (key: LocationFilterKey, value: string) => void;
  selectAll: (key: LocationFilterKey) => void;
  selectNone: (key: LocationFilterKey) => void;
}

/** The chosen values of one filter: the user's choice, or every option while untouched. */
function selectedValues(
  chosen: ChosenLocationFilters,
  options: MapFilters,
  key: LocationFilterKey,
): readonly string[] {
  return chosen[key] ?? options[key].map((option) => option.value);
}

/**
 * The map's location filters (spec/public-map.md §4): each filter starts with every option
 * selected once `options` load; toggle, Select All and Select None change it. Every caller on
 * the page shares one selection.
 */
export function useLocationFilters(options: MapFilters | undefined): LocationFilters {
  const chosen = useLocationFilterStore((state) => state.chosen);
  const choose = useLocationFilterStore((state) => state.choose);

  const selection = useMemo(
    () =>
      options
        ? {
            reportingStatus: selectedValues(chosen, options, 'reportingStatus'),
            locationTypes: selectedValues(chosen, options, 'locationTypes'),
          }
        : null,
    [chosen, options],
  );

  const toggle = useCallback(
    (key: LocationFilterKey, value: string) => {
      if (!options) return;
      const current = selectedValues(useLocationFilterStore.getState().chosen, options, key);
      choose(
        key,
        current.includes(value)
          ? current.filter((selected) => selected !== value)
          : [...current, value],
      );
    },
    [choose, options],
  );
  // Select All goes back to "untouched", so options that appear later are selected too.
  const selectAll = useCallback((key: LocationFilterKey) => choose(key, null), [choose]);
  const selectNone = useCallback((key: LocationFilterKey) => choose(key, []), [choose]);

  return { selection, toggle, selectAll, selectNone };
}
