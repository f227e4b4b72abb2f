import { Suspense } from 'react';
import Box from '@mui/material/Box';
import type { LocationSearchResult, MapFilters } from '@headgate/contracts';
import { retryingLazy } from '@headgate/design-system';
import type { ColorBy } from '../colorBy';
import type { LocationFilters } from '../locationFilters';
import { DeferredSearch } from '../searchField/DeferredSearch';
import type { ExportKind } from './exportKinds';
import { ExportSplitButton } from './ExportSplitButton';
import { LOCATION_SEARCH_LOOK } from './locationSearchLook';

const SignedInFilters = retryingLazy(() => import('./SignedInFilters'));
const LocationSearch = retryingLazy(() => import('./LocationSearch'));

export interface FilterBarProps {
  /** A map user (User, Administrator or Developer) is signed in: filters and colour-by show. */
  signedIn: boolean;
  /** The filters' options from `useMapFilters`; undefined while loading or for anonymous visitors. */
  filterOptions: MapFilters | undefined;
  /** Why the filter options could not be loaded, shown in place of the filters. */
  filterOptionsError?: Error | null;
  /** The selection and its actions, from `useLocationFilters(filterOptions)`. */
  filters: LocationFilters;
  colorBy: ColorBy;
  onColorByChange: (colorBy: ColorBy) => void;
  /** A location search result was picked: the map zooms to it. */
  onLocationPicked: (result: LocationSearchResult) => void;
  /** Print PDF or Save PNG was chosen. */
  onExport: (kind: ExportKind) => void;
  /** An export is being made: the export button is busy. */
  exporting?: boolean;
  /**
   * The map has drawn its first features: the location search, left out of the first load, loads
   * now (or earlier, when someone reaches for it).
   */
  searchDue?: boolean;
}

/**
 * The bar above the public map (spec/public-map.md §2): location search, the reporting-status and
 * location-type filters and colour-by (signed-in users only), and the export split button. One
 * row that wraps on narrow screens.
 */
export function FilterBar({
  signedIn,
  filterOptions,
  filterOptionsError,
  filters,
  colorBy,
  onColorByChange,
  onLocationPicked,
  onExport,
  exporting = false,
  searchDue = false,
}: FilterBarProps) {
  return (
    <Box
      role="region"
      aria-label="Map filters"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, p: 2 }}
    >
      <DeferredSearch look={LOCATION_SEARCH_LOOK} due={searchDue}>
        {(handoff) => (
          <LocationSearch signedIn={signedIn} onLocationPicked={onLocationPicked} {...handoff} />
        )}
      </DeferredSearch>
      {signedIn && (
        <Suspense>
          <SignedInFilters
            filterOptions={filterOptions}
            filterOptionsError={filterOptionsError}
            filters={filters}
            colorBy={colorBy}
            onColorByChange={onColorByChange}
          />
        </Suspense>
      )}
      <Box sx={{ ml: 'auto' }}>
        <ExportSplitButton onExport={onExport} busy={exporting} />
      </Box>
    </Box>
  );
}
