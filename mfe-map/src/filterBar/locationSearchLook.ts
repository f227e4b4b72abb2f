import type { SearchLook } from '../searchField/searchLook';
import { LOCATION_SEARCH_MAX_LENGTH } from './locationSearchQuery';

/** The filter bar's location search, as it looks before and after it has loaded. */
export const LOCATION_SEARCH_LOOK: SearchLook = {
  rootSx: { flex: '2 1 240px', maxWidth: 420 },
  label: 'Search locations',
  htmlInput: { maxLength: LOCATION_SEARCH_MAX_LENGTH },
  popupIcon: true,
};
