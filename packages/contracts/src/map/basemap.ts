import * as z from 'zod';
import { BASEMAP_IDS, BASEMAP_LABELS, PLACE_RANKS, type BasemapLayerId } from './basemapIds';

/**
 * One basemap. `styleUrl` is a Mapbox-GL style from the configured provider; without a provider
 * it is null and `offline` says whether the map draws the basemap itself from the offline
 * layers (true), or cannot draw it at all without a provider key (false: Satellite).
 */
export const basemapSchema = z.object({
  id: z.enum(BASEMAP_IDS),
  label: z.enum(BASEMAP_LABELS),
  styleUrl: z.string().nullable(),
  attribution: z.string().nullable(),
  offline: z.boolean(),
});
export type Basemap = z.infer<typeof basemapSchema>;

/**
 * An address geocoder the browser calls itself. `searchUrl` keeps a `{query}` placeholder and
 * `reverseUrl` `{lon}` and `{lat}` placeholders for the browser to fill (URL-encoded).
 */
export const geocoderSettingsSchema = z.object({
  searchUrl: z.string().nullable(),
  reverseUrl: z.string().nullable(),
});
export type GeocoderSettings = z.infer<typeof geocoderSettingsSchema>;

/** `GET /api/public-map/basemap-settings`; `geocoder` is null when none is configured. */
export const basemapSettingsSchema = z.object({
  basemaps: z.array(basemapSchema),
  geocoder: geocoderSettingsSchema.nullable(),
});
export type BasemapSettings = z.infer<typeof basemapSettingsSchema>;

/** Any string: an unknown layer is a 404, not a malformed request. */
export const basemapLayerParamsSchema = z.object({ layer: z.string() });

const minzoom = z.number().min(0).max(24);

/** The properties of each offline layer's features, as the map styles and labels them. */
export const basemapFeaturePropertiesSchemas = {
  state: z.object({ name: z.string() }),
  counties: z.object({ name: z.string(), geoid: z.string() }),
  'water-districts': z.object({
    district: z.number().int(),
    division: z.number().int(),
    name: z.string(),
    basin: z.string(),
  }),
  rivers: z.object({
    name: z.string().nullable(),
    source: z.enum(['Natural Earth', 'NHDPlus V2']),
    /** Strahler order of an NHDPlus mainstem (wider downstream); null for Natural Earth. */
    streamOrder: z.number().int().nullable(),
    minzoom,
  }),
  lakes: z.object({ name: z.string(), minzoom }),
  /** Named after the most populous place inside. */
  'urban-areas': z.object({ name: z.string(), minzoom }),
  places: z.object({
    name: z.string(),
    rank: z.literal(PLACE_RANKS),
    minzoom,
    /** The county or counties of a Colorado municipality ("Adams, Weld"); null beyond it. */
    counties: z.string().nullable(),
  }),
  railroads: z.object({}),
} as const satisfies Record<BasemapLayerId, z.ZodType>;

/** The properties of one offline layer's features. */
export type BasemapFeatureProperties<L extends BasemapLayerId> = z.infer<
  (typeof basemapFeaturePropertiesSchemas)[L]
>;
