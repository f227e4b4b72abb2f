import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LocationSearchResult, MapFilters } from '@headgate/contracts';
import type { ColorBy } from '../colorBy';
import type { LocationFilters } from '../locationFilters';
import { ColorBySelect } from './ColorBySelect';
import type { ExportKind } from './exportKinds';
import { ExportSplitButton } from './ExportSplitButton';
import { FilterMultiSelect } from './FilterMultiSelect';
import { LocationSearch } from './LocationSearch';

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
}: FilterBarProps) {
  const { selection } = filters;
  return (
    <Box
      role="region"
      aria-label="Map filters"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, p: 2 }}
    >
      <LocationSearch signedIn={signedIn} onLocationPicked={onLocationPicked} />
      {signedIn && filterOptions && selection && (
        <>
          <FilterMultiSelect
            label="Reporting Status"
            options={filterOptions.reportingStatus}
            selected={selection.reportingStatus}
            onToggle={(value) => filters.toggle('reportingStatus', value)}
            onSelectAll={() => filters.selectAll('reportingStatus')}
            onSelectNone={() => filters.selectNone('reportingStatus')}
          />
          <FilterMultiSelect
            label="Location Types"
            options={filterOptions.locationTypes}
            selected={selection.locationTypes}
            onToggle={(value) => filters.toggle('locationTypes', value)}
            onSelectAll={() => filters.selectAll('locationTypes')}
            onSelectNone={() => filters.selectNone('locationTypes')}
          />
        </>
      )}
      {signedIn && filterOptionsError && (
        <Typography role="alert" variant="body2" color="error" sx={{ alignSelf: 'center' }}>
          The filters could not be loaded: {filterOptionsError.message}
        </Typography>
      )}
      {signedIn && <ColorBySelect colorBy={colorBy} onColorByChange={onColorByChange} />}
      <Box sx={{ ml: 'auto' }}>
        <ExportSplitButton onExport={onExport} busy={exporting} />
      </Box>
    </Box>
  );
}
