import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { fromLonLat } from 'ol/proj';
import type { GeocoderSettings } from '@headgate/contracts';
import { FLY_DURATION_MS, PICKED_PLACE_ZOOM } from '../map/mapDefaults';
import type { MapRuntime } from '../map/mapRuntime';
import type { AddressResult } from './addressResult';
import { addressSearchPlan } from './addressSearchPlan';
import { describePoint, searchAddresses } from './searchAddresses';
import { SearchMarker } from './SearchMarker';
import { useDebounce } from 'use-debounce';
import type { SearchHandoff } from '../searchField/DeferredSearch';
import { SearchField } from '../searchField/SearchField';
import { ADDRESS_SEARCH_LOOK } from './addressSearchLook';

/** The address search waits this long after the last keystroke (spec/public-map.md §9). */
export const ADDRESS_SEARCH_DEBOUNCE_MS = 200;

const KIND_LABELS: Record<AddressResult['kind'], string> = {
  coordinates: 'Coordinates',
  address: 'Address',
  town: 'Town',
  location: 'Location',
  county: 'County',
  'water district': 'Water district',
};

interface Marker {
  result: AddressResult;
  description: string | null;
}

/**
 * The 'Address/Coords' box over the map (spec/public-map.md §2): typed coordinates (both
 * readings when ambiguous), else the configured geocoder, else the offline place search.
 * Choosing a result flies there (zoom 16 unless the place says how to frame itself) and drops a
 * pin; a coordinate pin is labelled by reverse geocoding.
 */
export default function AddressSearch({
  runtime,
  geocoder,
  initialText = '',
  autoFocus = false,
}: {
  runtime: MapRuntime;
  geocoder: GeocoderSettings | null;
} & Partial<SearchHandoff>) {
  const [text, setText] = useState(initialText);
  const [settled] = useDebounce(text, ADDRESS_SEARCH_DEBOUNCE_MS);
  const plan = useMemo(() => addressSearchPlan(settled, geocoder), [settled, geocoder]);
  const search = useQuery({
    queryKey: ['public-map', 'address-search', plan],
    queryFn: ({ signal }) => searchAddresses(plan, signal),
    enabled: plan.kind !== 'nothing',
    staleTime: 5 * 60_000,
  });
  const [marker, setMarker] = useState<Marker | null>(null);
  const [open, setOpen] = useState(autoFocus);

  const choose = (result: AddressResult) => {
    const view = runtime.map.getView();
    view.cancelAnimations();
    view.animate({
      center: fromLonLat([result.lon, result.lat]),
      zoom: result.zoom ?? PICKED_PLACE_ZOOM,
      duration: FLY_DURATION_MS,
    });
    setMarker({ result, description: null });
    if (result.kind !== 'coordinates') return;
    describePoint(result.lon, result.lat, geocoder)
      .then((description) =>
        setMarker((current) => (current?.result === result ? { result, description } : current)),
      )
      .catch((error: unknown) => console.error('[map] Reverse geocoding failed:', error));
  };

  const waiting = text.trim() !== settled.trim() || search.isFetching;
  return (
    <>
      <Autocomplete
        size="small"
        forcePopupIcon={ADDRESS_SEARCH_LOOK.popupIcon}
        sx={ADDRESS_SEARCH_LOOK.rootSx}
        options={text.trim() === '' ? [] : (search.data ?? [])}
        value={null}
        inputValue={text}
        onInputChange={(_event, value, reason) => {
          if (reason !== 'reset') setText(value);
        }}
        onChange={(_event, result) => {
          if (result) choose(result);
        }}
        filterOptions={(options) => options}
        getOptionLabel={(result) => result.label}
        isOptionEqualToValue={(option, value) => option.key === value.key}
        loading={waiting}
        loadingText="Searching…"
        noOptionsText={
          search.isError ? 'The address search is not available right now.' : 'Nothing found'
        }
        open={open && text.trim() !== ''}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        renderOption={({ key: _key, ...props }, result) => (
          <Box component="li" key={result.key} {...props}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2">{result.label}</Typography>
              <Typography variant="caption" color="text.secondary">
                {KIND_LABELS[result.kind]}
              </Typography>
            </Box>
          </Box>
        )}
        renderInput={(params) => (
          <SearchField params={params} look={ADDRESS_SEARCH_LOOK} autoFocus={autoFocus} />
        )}
      />
      {marker && (
        <SearchMarker
          runtime={runtime}
          lon={marker.result.lon}
          lat={marker.result.lat}
          title={marker.result.label}
          description={marker.description}
          onRemove={() => setMarker(null)}
        />
      )}
    </>
  );
}
