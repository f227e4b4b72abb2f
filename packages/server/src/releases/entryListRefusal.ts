import type { ReleaseEntry } from '@headgate/contracts';

const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Why a browser of the site may not load a remote from `url`, or null when it may: https, the
 * site's own origin (a path such as `/remotes/…` included), or a local address for development.
 */
export function urlRefusal(url: string, publicUrl: string): string | null {
  const own = new URL(publicUrl).origin;
  let parsed: URL;
  try {
    parsed = new URL(url, own);
  } catch {
    return `${url} is not a URL`;
  }
  if (parsed.protocol === 'https:' || parsed.origin === own) return null;
  if (parsed.protocol === 'http:' && LOCAL_HOSTS.includes(parsed.hostname)) return null;
  return `${url} is neither https, nor this site's origin (${own}), nor on localhost`;
}

/** Two shares are equal when they differ by less than this (a slider's decimals). */
const SHARE_TOLERANCE = 1e-6;

/**
 * Why one remote's entry list cannot be served, as `field: reason`, or null when it can: a URL a
 * browser may not load from, shares that do not add up to 100, not exactly one default entry,
 * or one version listed twice.
 */
export function entryListRefusal(
  entries: readonly ReleaseEntry[],
  publicUrl: string,
): string | null {
  for (const [index, entry] of entries.entries()) {
    const url = urlRefusal(entry.url, publicUrl);
    if (url) return `body.entries.${index}.url: ${url}`;
    const fallback = entry.fallbackUrl ? urlRefusal(entry.fallbackUrl, publicUrl) : null;
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
