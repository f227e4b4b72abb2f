import { BASEMAP_IDS, type BasemapId } from '@headgate/contracts';

/**
 * The online map services the browser may call, resolved from the environment at start. Each is
 * undefined when it is not configured: the map then draws the offline basemap and searches
 * places locally, and no URL of the internet reaches the browser.
 */
export interface MapProviders {
  /** A Mapbox-GL style URL per basemap, key filled in. */
  basemapStyles: { urls: Record<BasemapId, string>; attribution: string | null } | undefined;
  /** Geocoder URLs, key filled in, `{query}` / `{lon}` `{lat}` left for the browser. */
  geocoder: { searchUrl: string | null; reverseUrl: string | null } | undefined;
}

// MapTiler serves every basemap and a geocoder with one key, so a key alone is enough.
const MAPTILER_STYLE_URL = 'https://api.maptiler.com/maps/{basemap}/style.json?key={key}';
const MAPTILER_STYLE_IDS: Record<BasemapId, string> = {
  outdoors: 'outdoor-v2',
  satellite: 'hybrid',
  streets: 'streets-v2',
  light: 'dataviz-light',
  dark: 'dataviz-dark',
};
const MAPTILER_GEOCODER_URL = 'https://api.maptiler.com/geocoding/{query}.json?key={key}';
const MAPTILER_REVERSE_GEOCODER_URL =
  'https://api.maptiler.com/geocoding/{lon},{lat}.json?key={key}';

/** Replaces `{name}` placeholders with URL-encoded values, leaving the others for the browser. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? encodeURIComponent(values[name]!) : placeholder,
  );
}

/**
 * A URL template ready to use, or null when it needs a key nobody gave. A template set
 * explicitly that cannot be used is a configuration error, so the server refuses to start.
 */
function usableTemplate(
  env: NodeJS.ProcessEnv,
  names: { url: string; key: string },
  fallback: string,
  placeholders: string[],
): string | null {
  const explicit = env[names.url]?.trim();
  const template = explicit || fallback;
  const key = env[names.key]?.trim();
  const missing = placeholders.filter((placeholder) => !template.includes(`{${placeholder}}`));
  if (missing.length > 0) {
    throw new Error(
      `${names.url} must contain ${missing.map((name) => `{${name}}`).join(' and ')}.`,
    );
  }
  if (template.includes('{key}') && !key) {
    if (explicit) throw new Error(`${names.url} contains {key}: set ${names.key} too.`);
    return null;
  }
  const url = fill(template, { key: key ?? '' });
  if (!URL.canParse(fill(url, { basemap: 'x', query: 'x', lon: '0', lat: '0' }))) {
    throw new Error(`${names.url} must be a URL template, got "${template}".`);
  }
  return url;
}

/** `BASEMAP_STYLE_IDS` ("outdoors=outdoor-v2,satellite=hybrid") over MapTiler's names. */
function styleIds(setting: string | undefined): Record<BasemapId, string> {
  const ids = { ...MAPTILER_STYLE_IDS };
  for (const pair of (setting ?? '').split(',').filter((entry) => entry.trim())) {
    const [basemap, id] = pair.split('=').map((part) => part.trim());
    if (!BASEMAP_IDS.includes(basemap as BasemapId) || !id) {
      throw new Error(
        `BASEMAP_STYLE_IDS: "${pair}" is not <basemap>=<style id> with a basemap of ${BASEMAP_IDS.join(', ')}.`,
      );
    }
    ids[basemap as BasemapId] = id;
  }
  return ids;
}

/** Reads BASEMAP_* and GEOCODER_* / REVERSE_GEOCODER_URL (README, Configuration). */
export function readMapProviders(env: NodeJS.ProcessEnv): MapProviders {
  const ids = styleIds(env.BASEMAP_STYLE_IDS);
  const style = usableTemplate(
    env,
    { url: 'BASEMAP_STYLE_URL', key: 'BASEMAP_KEY' },
    MAPTILER_STYLE_URL,
    ['basemap'],
  );
  const geocoderKey = { key: 'GEOCODER_KEY' };
  const searchUrl = usableTemplate(
    env,
    { url: 'GEOCODER_URL', ...geocoderKey },
    MAPTILER_GEOCODER_URL,
    ['query'],
  );
  const reverseUrl = usableTemplate(
    env,
    { url: 'REVERSE_GEOCODER_URL', ...geocoderKey },
    MAPTILER_REVERSE_GEOCODER_URL,
    ['lon', 'lat'],
  );
  return {
    basemapStyles: style
      ? {
          urls: Object.fromEntries(
            BASEMAP_IDS.map((id) => [id, fill(style, { basemap: ids[id] })]),
          ) as Record<BasemapId, string>,
          attribution: env.BASEMAP_ATTRIBUTION?.trim() || null,
        }
      : undefined,
    geocoder: searchUrl || reverseUrl ? { searchUrl, reverseUrl } : undefined,
  };
}
