import type { ReleaseEntry } from '@headgate/contracts';
import type { RemoteOriginPolicy } from './remoteOriginPolicy';

/** Two shares are equal when they differ by less than this (a slider's decimals). */
export const SHARE_TOLERANCE = 1e-6;

/**
 * Why one remote's entry list cannot be served, as `field: reason`, or null when it can: a URL
 * outside this site and `REMOTE_ORIGINS` (each field checked), shares that do not add up to 100, not exactly one default entry,
 * or one version listed twice.
 */
export function entryListRefusal(
  entries: readonly ReleaseEntry[],
  origins: RemoteOriginPolicy,
): string | null {
  for (const [index, entry] of entries.entries()) {
    const url = origins.refusal(entry.url);
    if (url) return `body.entries.${index}.url: ${url}`;
    const fallback = entry.fallbackUrl ? origins.refusal(entry.fallbackUrl) : null;
    if (fallback) return `body.entries.${index}.fallbackUrl: ${fallback}`;
  }
  const versions = entries.map((entry) => entry.version);
  const twice = versions.find((version, index) => versions.indexOf(version) !== index);
  if (twice) return `body.entries: version ${twice} is listed twice`;
  const defaults = entries.filter((entry) => entry.default);
  if (defaults.length === 0) {
    return 'body.entries: no entry is the default (mark the stable version "default": true)';
  }
  if (defaults.length > 1) {
    return `body.entries: only one entry may be the default, not ${defaults.map((e) => e.version).join(' and ')}`;
  }
  const total = entries.reduce((sum, entry) => sum + entry.traffic, 0);
  if (Math.abs(total - 100) > SHARE_TOLERANCE) {
    return `body.entries: the traffic shares add up to ${Number(total.toFixed(6))}, not 100`;
  }
  return null;
}
