import Typography from '@mui/material/Typography';
import type { MapFilters } from '@headgate/contracts';
import type { ColorBy } from '../colorBy';
import type { LocationFilters } from '../locationFilters';
import { ColorBySelect } from './ColorBySelect';
import { FilterMultiSelect } from './FilterMultiSelect';

export interface SignedInFiltersProps {
  filterOptions: MapFilters | undefined;
  filterOptionsError?: Error | null;
  filters: LocationFilters;
  colorBy: ColorBy;
  onColorByChange: (colorBy: ColorBy) => void;
}

/**
 * The filter bar's part for signed-in map users: the reporting-status and location-type filters
 * (once their options are in, or why they are not) and colour-by. A chunk of its own: anonymous
 * visitors, most of the map's audience, never load the selects.
 */
export default function SignedInFilters({
  filterOptions,
  filterOptionsError,
  filters,
  colorBy,
  onColorByChange,
}: SignedInFiltersProps) {
  const { selection } = filters;
  return (
    <>
      {filterOptions && selection && (
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
      {filterOptionsError && (
        <Typography role="alert" variant="body2" color="error" sx={{ alignSelf: 'center' }}>
          The filters could not be loaded: {filterOptionsError.message}
        </Typography>
      )}
      <ColorBySelect colorBy={colorBy} onColorByChange={onColorByChange} />
    </>
  );
}
