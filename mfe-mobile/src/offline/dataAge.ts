import { offlineBannerText } from '@headgate/contracts';
import { formatDenver, TIMESTAMP_FORMAT } from '@headgate/district-clock';

/** Whole minutes from `asOf` to `now`, never negative (a clock a little ahead reads 0). */
export function minutesAgo(asOf: number, now: number): number {
  return Math.max(0, Math.floor((now - asOf) / 60_000));
}

/** The offline banner for data received at `asOf`: its Denver time and its age in minutes. */
export function offlineAgeText(asOf: number, now: number): string {
  return offlineBannerText(formatDenver(asOf, TIMESTAMP_FORMAT), minutesAgo(asOf, now));
}
