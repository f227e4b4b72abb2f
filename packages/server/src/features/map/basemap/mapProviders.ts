import { z } from 'zod';
import { BASEMAP_IDS, type BasemapId } from '@headgate/contracts';
import type { SettingKind } from '../../../core/config/settingKinds';

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
 * A URL template that must hold `placeholders` and be a URL once they are filled; `keyed`
 * templates may also hold `{key}`, filled with the provider's key.
 */
export function urlTemplateSetting(
  placeholders: readonly string[],
  { keyed = true } = {},
): SettingKind<string> {
  const accepted = `a URL with ${placeholders.map((name) => `{${name}}`).join(' and ')}${keyed ? ' (and {key} for a key)' : ''}`;
  return z.string().transform((template, ctx) => {
    const missing = placeholders.filter((name) => !template.includes(`{${name}}`));
    const filled = fill(template, { key: 'k', basemap: 'x', query: 'x', lon: '0', lat: '0' });
    const problem =
      missing.length > 0
        ? `lacks ${missing.map((name) => `{${name}}`).join(' and ')}`
        : !URL.canParse(filled) && 'is not a URL template';
    if (!problem) return template.trim();
    ctx.addIssue({ code: 'custom', message: `${problem}; use ${accepted}` });
    return z.NEVER;
  });
}

/** `BASEMAP_STYLE_IDS` ("outdoors=outdoor-v2,satellite=hybrid") over MapTiler's names. */
export function styleIdsSetting(): SettingKind<Record<BasemapId, string>> {
  return z.string().transform((setting, ctx) => {
    const ids = { ...MAPTILER_STYLE_IDS };
    for (const pair of setting.split(',').filter((entry) => entry.trim())) {
      const [basemap, id] = pair.split('=').map((part) => part.trim());
      if (!BASEMAP_IDS.includes(basemap as BasemapId) || !id) {
        ctx.addIssue({
          code: 'custom',
          message: `has "${pair}"; use <basemap>=<style id> pairs with a basemap of ${BASEMAP_IDS.join(', ')}`,
        });
        return z.NEVER;
      }
      ids[basemap as BasemapId] = id;
    }
    return ids;
  });
}

/** The BASEMAP_* and GEOCODER_* / REVERSE_GEOCODER_URL variables, parsed. */
export interface MapProviderSettings {
  BASEMAP_KEY?: string;
  BASEMAP_STYLE_URL?: string;
  BASEMAP_STYLE_IDS?: Record<BasemapId, string>;
  BASEMAP_ATTRIBUTION?: string;
  GEOCODER_KEY?: string;
  GEOCODER_URL?: string;
  REVERSE_GEOCODER_URL?: string;
}

const TEMPLATES = [
  { url: 'BASEMAP_STYLE_URL', key: 'BASEMAP_KEY' },
  { url: 'GEOCODER_URL', key: 'GEOCODER_KEY' },
  { url: 'REVERSE_GEOCODER_URL', key: 'GEOCODER_KEY' },
] as const;

/**
 * Templates set explicitly with `{key}` but no key given: a configuration error, where MapTiler's
 * default templates without a key only mean "offline".
 */
export function templatesMissingKeys(
  settings: MapProviderSettings,
): { variable: string; message: string }[] {
  return TEMPLATES.filter(({ url, key }) => {
    // A template refused on its own is not text here, and has been reported already.
    const template: unknown = settings[url];
    return typeof template === 'string' && template.includes('{key}') && !settings[key]?.trim();
  }).map(({ url, key }) => ({ variable: url, message: `contains {key}; set ${key} too` }));
}

/** A template ready to use, key filled in, or null when it needs a key nobody gave. */
function usableTemplate(template: string, key: string | undefined): string | null {
  if (template.includes('{key}') && !key?.trim()) return null;
  return fill(template, { key: key?.trim() ?? '' });
}

/** The map providers of the settings (docs/operating/configuration.md). */
export function mapProviders(settings: MapProviderSettings): MapProviders {
  const ids = settings.BASEMAP_STYLE_IDS ?? MAPTILER_STYLE_IDS;
  const style = usableTemplate(
    settings.BASEMAP_STYLE_URL ?? MAPTILER_STYLE_URL,
    settings.BASEMAP_KEY,
  );
  const searchUrl = usableTemplate(
    settings.GEOCODER_URL ?? MAPTILER_GEOCODER_URL,
    settings.GEOCODER_KEY,
  );
  const reverseUrl = usableTemplate(
    settings.REVERSE_GEOCODER_URL ?? MAPTILER_REVERSE_GEOCODER_URL,
    settings.GEOCODER_KEY,
  );
  return {
    basemapStyles: style
      ? {
          urls: Object.fromEntries(
            BASEMAP_IDS.map((id) => [id, fill(style, { basemap: ids[id] })]),
          ) as Record<BasemapId, string>,
          attribution: settings.BASEMAP_ATTRIBUTION?.trim() || null,
        }
      : undefined,
    geocoder: searchUrl || reverseUrl ? { searchUrl, reverseUrl } : undefined,
  };
}
