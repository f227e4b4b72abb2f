import { callEndpoint } from '@headgate/api-client';
import type { GeocoderSettings, ReversePlace } from '@headgate/contracts';
import { placesCalls } from '@headgate/contracts/calls';
import type { AddressResult } from './addressResult';
import type { AddressSearchPlan } from './addressSearchPlan';
import { reverseGeocoderUrl } from './addressSearchPlan';
import { geocoderPlaceName, geocoderResults } from './geocoderResults';

/** Fetches JSON from the configured geocoder: a third party, so no token goes with it. */
async function fetchGeocoder(url: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The address search answered ${response.status}.`);
  return response.json();
}

/** The results of a search plan: coordinate readings, geocoder addresses or offline places. */
export async function searchAddresses(
  plan: AddressSearchPlan,
  signal?: AbortSignal,
): Promise<AddressResult[]> {
  switch (plan.kind) {
    case 'nothing':
      return [];
    case 'coordinates':
      return plan.candidates.map((candidate) => ({
        key: `coordinates-${candidate.lat},${candidate.lng}`,
        label: candidate.label,
        kind: 'coordinates',
        lon: candidate.lng,
        lat: candidate.lat,
      }));
    case 'geocoder':
      return geocoderResults(await fetchGeocoder(plan.url, signal));
    case 'places': {
      const places = await callEndpoint(
        placesCalls.search,
        { query: { q: plan.query } },
        { signal },
      );
      return places.map((place, index) => ({
        key: `place-${index}-${place.name}`,
        label: place.name,
        kind: place.kind,
        lon: place.lon,
        lat: place.lat,
        zoom: place.zoom,
      }));
    }
  }
}

/**
 * What is at a point, in words, for the label of a coordinate result: the configured reverse
 * geocoder's place name, else the offline look-up's nearest town, county and water district.
 */
export async function describePoint(
  lon: number,
  lat: number,
  geocoder: GeocoderSettings | null,
  signal?: AbortSignal,
): Promise<string | null> {
  const url = reverseGeocoderUrl(geocoder, lon, lat);
  if (url) return geocoderPlaceName(await fetchGeocoder(url, signal));
  const place = await callEndpoint(
    placesCalls.reverse,
    { query: { lon: String(lon), lat: String(lat) } },
    { signal },
  );
  return placeDescription(place);
}

/**
 * "Near Brighton · Adams County · Water District 2 (…)": the offline look-up in one line. The
 * name is the county or the bare coordinates when no town is close, and then it is not "near".
 */
export function placeDescription({ name, county, waterDistrict }: ReversePlace): string {
  const town = name !== county && !/^-?\d/.test(name) ? `Near ${name}` : null;
  return [town, county, waterDistrict].filter((part) => part !== null).join(' · ');
}
