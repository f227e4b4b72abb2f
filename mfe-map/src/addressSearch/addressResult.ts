import type { PlaceKind } from '@headgate/contracts';

/** One choice in the Address/Coords results list. */
export interface AddressResult {
  /** Unique within one list. */
  key: string;
  label: string;
  /** What the result is: typed coordinates, a geocoder address, or an offline place. */
  kind: 'coordinates' | 'address' | PlaceKind;
  lon: number;
  lat: number;
  /** The zoom that frames the result; the picked-place zoom (16) when absent. */
  zoom?: number;
}
