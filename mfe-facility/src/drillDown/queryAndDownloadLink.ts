import type { DrillDownInterval } from '@headgate/contracts';
import { PATHS } from '@headgate/site-map';

/**
 * The Query & Download page preset to this drill-down (spec §2): its days range, its interval as
 * the download endpoint (`data-` + interval), the facility's type and the facility.
 */
export function queryAndDownloadLink({
  days,
  interval,
  facilityTypeNdx,
  facilityNdx,
}: {
  days: number;
  interval: DrillDownInterval;
  facilityTypeNdx: number;
  facilityNdx: number;
}): string {
  const query = new URLSearchParams({
    daysRange: String(days),
    timeInterval: `data-${interval}`,
    facilityTypes: String(facilityTypeNdx),
    facilities: String(facilityNdx),
  });
  return `${PATHS.queryAndDownload}?${query.toString()}`;
}
