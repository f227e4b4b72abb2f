import { queryOptions } from '@tanstack/react-query';
import { apiFetch, apiFile } from '@headgate/api-client';
import type {
  DownloadFacility,
  DownloadFacilityType,
  DownloadParameterGroup,
  DownloadRequest,
} from '@headgate/contracts';
import type { DownloadEndpoint } from './downloadOptions';

const BASE = '/facility-query-download';

export function facilityTypesQuery(authScope: string) {
  return queryOptions({
    queryKey: ['query-and-download', 'facility-types', authScope],
    queryFn: () => apiFetch<DownloadFacilityType[]>(`${BASE}/list-facility-types-united-only`),
  });
}

export function facilitiesQuery(authScope: string) {
  return queryOptions({
    queryKey: ['query-and-download', 'facilities', authScope],
    queryFn: () => apiFetch<DownloadFacility[]>(`${BASE}/list-facilities-with-types`),
  });
}

export function parameterGroupsQuery(authScope: string) {
  return queryOptions({
    queryKey: ['query-and-download', 'parameter-groups', authScope],
    queryFn: () => apiFetch<DownloadParameterGroup[]>(`${BASE}/q-d-list-parameter-groups`),
  });
}

/** Asks the server for the CSV of a download; resolves with the file once it has arrived. */
export function requestDownload(endpoint: DownloadEndpoint, body: DownloadRequest): Promise<Blob> {
  return apiFile(`${BASE}/${endpoint}`, 'text/csv', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}
