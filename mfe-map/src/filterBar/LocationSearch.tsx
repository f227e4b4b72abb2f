import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useAuthScope } from '@headgate/auth';
import type { LocationSearchResult } from '@headgate/contracts';
import {
  LOCATION_SEARCH_DEBOUNCE_MS,
  LOCATION_SEARCH_MAX_LENGTH,
  locationSearchQuery,
} from './locationSearchQuery';
import { useDebounce } from 'use-debounce';
import { SearchField } from '../searchField/SearchField';

export interface LocationSearchProps {
  /** Signed-in users search every location, anonymous visitors the public ones. */
  signedIn: boolean;
  onLocationPicked: (result: LocationSearchResult) => void;
}

/** The server ranks the results (fuzzy); the list shows them as they come. */
const asRanked = (options: LocationSearchResult[]) => options;

/**
 * The filter bar's location search (spec/public-map.md §2): fuzzy on the server, asked 200 ms
 * after the last keystroke, at most 49 results showing name, id and type.
 */
export function LocationSearch({ signedIn, onLocationPicked }: LocationSearchProps) {
  const authScope = useAuthScope();
  const [inputText, setInputText] = useState('');
  // What the user typed; picking a result fills the input with its name but searches nothing.
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<LocationSearchResult | null>(null);
  const [searchText] = useDebounce(typed.trim(), LOCATION_SEARCH_DEBOUNCE_MS);
  const search = useQuery(
    locationSearchQuery(searchText, signedIn ? 'restricted' : 'public', authScope),
  );
  const waiting = typed.trim() !== searchText || search.isFetching;
  const options = searchText === '' ? [] : (search.data ?? []);

  return (
    <Autocomplete
      sx={{ flex: '2 1 240px', maxWidth: 420 }}
      size="small"
      options={options}
      value={picked}
      inputValue={inputText}
      open={open && typed.trim() !== ''}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onInputChange={(_, text, reason) => {
        setInputText(text);
        if (reason === 'input' || reason === 'clear') setTyped(text);
      }}
      onChange={(_, result) => {
        setPicked(result);
        if (result) onLocationPicked(result);
      }}
      filterOptions={asRanked}
      getOptionLabel={(result) => result.location_name}
      isOptionEqualToValue={(option, value) => option.location_ndx === value.location_ndx}
      loading={waiting}
      loadingText="Searching…"
      noOptionsText="No locations found"
      renderOption={({ key: _key, ...props }, result) => (
        <Box component="li" key={result.location_ndx} {...props}>
          <Box>
            <Typography variant="body2">{result.location_name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {result.location_id} · {result.locationtype}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <SearchField
          params={params}
          label="Search locations"
          error={search.isError}
          helperText={
            search.isError ? `The location search failed: ${search.error.message}` : undefined
          }
          htmlInput={{ maxLength: LOCATION_SEARCH_MAX_LENGTH }}
        />
      )}
    />
  );
}
