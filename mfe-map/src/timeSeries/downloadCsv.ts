import { callEndpoint } from '@headgate/api-client';
import {
  csvExportWindow,
  graphCsvEndpoints,
  graphCsvFileName,
  type GraphKind,
} from '@headgate/contracts';
import { saveFile } from '@headgate/design-system';
import type { TimeSeriesLocation } from './timeSeriesLocation';
import type { DayRange } from './timeSeriesWindow';

/**
 * Downloads one graph of a location as CSV through the server, which streams every reading from
 * the start day to one month after the end day (spec/public-map.md §5).
 */
export async function downloadGraphCsv(
  kind: GraphKind,
  location: TimeSeriesLocation,
  range: DayRange,
): Promise<void> {
  const blob = await callEndpoint(
    graphCsvEndpoints[kind],
    {
      params: { locationNdx: location.locationNdx },
      query: { start: range.start, end: range.end },
    },
    { accept: 'text/csv' },
  );
  saveFile(
    blob,
    graphCsvFileName(location.locationId, kind, csvExportWindow(range.start, range.end)),
  );
}
