import { platformCalls } from '@headgate/contracts/calls';
import { useEndpointQuery } from './endpointQuery';

/** The API server's health and build version. */
export function useHealth() {
  return useEndpointQuery(platformCalls.health, {});
}
