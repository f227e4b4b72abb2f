import { API_BASE } from '@headgate/api-client';
import { useAuthStore } from '@headgate/auth';
import {
  csvExportWindow,
  graphCsvFileName,
  graphCsvPath,
  type ApiErrorBody,
  type GraphKind,
} from '@headgate/contracts';
import { saveFile } from '../mapTools/saveFile';
import type { TimeSeriesLocation } from './timeSeriesLocation';
import type { DayRange } from './timeSeriesWindow';

// Like apiFetch, as the signed-in user when there is one, but the answer is a file, not JSON.
async function fetchCsv(path: string): Promise<Blob> {
  const token = await useAuthStore
    .getState()
    .getAccessToken()
    .catch(() => null);
  const headers = new Headers({ Accept: 'text/csv' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${API_BASE}${path}`, { headers });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
    throw new Error(body?.message ?? `${response.status} ${response.statusText}`);
  }
  return response.blob();
}

/**
 * Downloads one graph of a location as CSV through the server, which streams every reading from
 * the start day to one month after the end day (spec/public-map.md §5).
 */
export async function downloadGraphCsv(
  kind: GraphKind,
  location: TimeSeriesLocation,
  range: DayRange,
): Promise<void> {
  const blob = await fetchCsv(graphCsvPath(kind, location.locationNdx, range));
  saveFile(
    blob,
    graphCsvFileName(location.locationId, kind, csvExportWindow(range.start, range.end)),
  );
}
