import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useAuthScope } from '@headgate/auth';
import type { LocationSearchResult } from '@headgate/contracts';
import { LOCATION_SEARCH_DEBOUNCE_MS, locationSearchQuery } from './locationSearchQuery';
import { useDebounce } from 'use-debounce';
import type { SearchHandoff } from '../searchField/DeferredSearch';
import { SearchField } from '../searchField/SearchField';
import { useMounting } from '../searchField/useMounting';
import { LOCATION_SEARCH_LOOK } from './locationSearchLook';

export interface LocationSearchProps extends Partial<SearchHandoff> {
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
export default function LocationSearch({
  signedIn,
  onLocationPicked,
  initialText = '',
  autoFocus = false,
}: LocationSearchProps) {
  const authScope = useAuthScope();
  const [inputText, setInputText] = useState(initialText);
  // What the user typed; picking a result fills the input with its name but searches nothing.
  const [typed, setTyped] = useState(initialText);
  const [open, setOpen] = useState(autoFocus);
  const mounting = useMounting();
  const [picked, setPicked] = useState<LocationSearchResult | null>(null);
  const [searchText] = useDebounce(typed.trim(), LOCATION_SEARCH_DEBOUNCE_MS);
  const search = useQuery(
    locationSearchQuery(searchText, signedIn ? 'restricted' : 'public', authScope),
  );
  const waiting = typed.trim() !== searchText || search.isFetching;
  const options = searchText === '' ? [] : (search.data ?? []);

  return (
    <Autocomplete
      sx={LOCATION_SEARCH_LOOK.rootSx}
      forcePopupIcon={LOCATION_SEARCH_LOOK.popupIcon}
      size="small"
      options={options}
      value={picked}
      inputValue={inputText}
      open={open && typed.trim() !== ''}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onInputChange={(_, text, reason) => {
        if (reason === 'reset' && mounting.current) return;
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
          look={LOCATION_SEARCH_LOOK}
          autoFocus={autoFocus}
          error={search.isError}
          helperText={
            search.isError ? `The location search failed: ${search.error.message}` : undefined
          }
        />
      )}
    />
  );
}
