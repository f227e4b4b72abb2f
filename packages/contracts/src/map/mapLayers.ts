import * as z from 'zod';

const jsonObject = z.record(z.string(), z.unknown());

/** Popup settings of a layer: which field titles the popup, which fields it hides. */
export const layerPopupSettingsSchema = z.object({
  titleField: z.string().optional(),
  excludeFields: z.array(z.string()).default([]),
});

/** A map layer as the public map draws it (spec/public-map.md §3). Access settings are never sent. */
export const mapLayerSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['circle', 'symbol', 'line', 'fill']),
  source: z.string(),
  drawOrder: z.number().int(),
  legendOrder: z.number().int(),
  legendGroup: z.string(),
  layerGroup: z.string(),
  paint: jsonObject,
  layout: jsonObject,
  minzoom: z.number().nullable(),
  popup: z.object({ excludePopup: z.boolean() }),
  excludeLayerCollapse: z.boolean(),
  customSymbol: jsonObject.nullable(),
  lreProperties: layerPopupSettingsSchema,
});
export type MapLayer = z.infer<typeof mapLayerSchema>;

export const geoJsonFeatureSchema = z.object({
  type: z.literal('Feature'),
  id: z.union([z.string(), z.number()]).optional(),
  geometry: z.object({ type: z.string(), coordinates: z.unknown() }).passthrough(),
  properties: jsonObject,
});

export const featureCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(geoJsonFeatureSchema),
});
export type FeatureCollection = z.infer<typeof featureCollectionSchema>;

/** A map source: its id, its features, and its other GeoJSON source options. */
export const mapSourceSchema = z
  .object({ id: z.string(), data: featureCollectionSchema })
  .catchall(z.unknown());
export type MapSource = z.infer<typeof mapSourceSchema>;

/** `GET /api/public-map/united`: the restricted district locations. */
export const unitedLocationsResponseSchema = z.object({ data: featureCollectionSchema });

const filterOptionSchema = z.object({ value: z.string(), display: z.string() });

/** `GET /api/public-map/filters`: the options of the map's two multi-select filters. */
export const mapFiltersSchema = z.object({
  reportingStatus: z.array(filterOptionSchema),
  locationTypes: z.array(filterOptionSchema),
});
export type MapFilters = z.infer<typeof mapFiltersSchema>;
