import { formatDenver } from '@headgate/district-clock';

/** An instant as ISO 8601 on the district's clock with its UTC offset: 2026-03-08T03:00:00-06:00. */
export function districtIso(instant: Date): string {
  return formatDenver(instant.getTime(), "yyyy-MM-dd'T'HH:mm:ssXXX");
}
