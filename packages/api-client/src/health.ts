import { platformEndpoints } from '@headgate/contracts';
import { useEndpointQuery } from './endpointQuery';

/** The API server's health and build version. */
export function useHealth() {
  return useEndpointQuery(platformEndpoints.health, {});
}
