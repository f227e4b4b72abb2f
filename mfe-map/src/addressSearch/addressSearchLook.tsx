import InputAdornment from '@mui/material/InputAdornment';
import SearchIcon from '@mui/icons-material/Search';
import type { SearchLook } from '../searchField/searchLook';

/** The 'Address/Coords' box over the map, as it looks before and after it has loaded. */
export const ADDRESS_SEARCH_LOOK: SearchLook = {
  rootSx: { width: { xs: 190, sm: 280 } },
  fieldSx: { bgcolor: 'background.paper', borderRadius: 1, boxShadow: 3 },
  placeholder: 'Address/Coords',
  htmlInput: { 'aria-label': 'Search an address or coordinates' },
  popupIcon: false,
  startAdornment: (
    <InputAdornment position="start">
      <SearchIcon fontSize="small" />
    </InputAdornment>
  ),
};
