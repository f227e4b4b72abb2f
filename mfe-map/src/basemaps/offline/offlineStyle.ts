import {
  BASEMAP_LAYER_IDS,
  PLACE_RANK_MINZOOM,
  type BasemapLayerId,
} from '@headgate/contracts/calls';
import { MAP_FONTS } from '../../map/mapFonts';
import { OFFLINE_LOOKS, type OfflineLookId } from './offlineLooks';

/** A Mapbox/MapLibre style document (the parts this module writes). */
export interface GlStyleDocument {
  version: 8;
  name: string;
  sources: Record<string, { type: 'geojson'; data: unknown; attribution?: string }>;
  layers: Record<string, unknown>[];
}

const REGULAR = [...MAP_FONTS.regular];
const SEMIBOLD = [...MAP_FONTS.semibold];
const ITALIC = [...MAP_FONTS.italic];

// Label size per place rank: 1 major city, 2 regional town, 3 a District 2 town, 4 other towns.
const PLACE_LABEL_SIZES = { 1: 15, 2: 13, 3: 12, 4: 11 } as const;
// Rivers: Natural Earth lines have no stream order; they are the state's main rivers.
const MAIN_RIVER_ORDER = 6;

const byZoom = (...stops: unknown[]) => ['interpolate', ['linear'], ['zoom'], ...stops];

/**
 * The offline basemap in one look as a style document, which `offlineBasemapLayers` draws with
 * OpenLayers flat styles as ol-mapbox-style would draw it: land inside the state line, urban areas, water-district and county
 * lines, lakes and rivers (wider downstream, named along the line when zoomed in), railroads,
 * and towns labelled by rank, each rank from its own zoom, with decluttering. `dataFor` gives
 * each layer's GeoJSON: its URL, or the features themselves.
 */
export function offlineBasemapStyle(
  lookId: OfflineLookId,
  dataFor: (layer: BasemapLayerId) => unknown,
  attribution: string | null = null,
): GlStyleDocument {
  const look = OFFLINE_LOOKS[lookId];
  const source = (layer: BasemapLayerId) => `basemap-${layer}`;
  const halo = { 'text-halo-color': look.labelHalo, 'text-halo-width': 1.5 };
  const streamOrder = ['coalesce', ['get', 'streamOrder'], MAIN_RIVER_ORDER];
  const places = ([4, 3, 2, 1] as const).flatMap((rank) => {
    const common = {
      source: source('places'),
      minzoom: PLACE_RANK_MINZOOM[rank],
      filter: ['==', ['get', 'rank'], rank],
    };
    return [
      {
        ...common,
        id: `place-dot-${rank}`,
        type: 'circle',
        paint: {
          'circle-radius': rank === 1 ? 4 : 3,
          'circle-color': look.placeDot,
          'circle-stroke-color': look.labelHalo,
          'circle-stroke-width': 1.2,
        },
      },
      {
        ...common,
        id: `place-label-${rank}`,
        type: 'symbol',
        layout: {
          'text-field': ['get', 'name'],
          'text-font': rank <= 2 ? SEMIBOLD : REGULAR,
          'text-size': PLACE_LABEL_SIZES[rank],
          'text-anchor': 'left',
          'text-offset': [0.6, 0],
        },
        paint: { 'text-color': look.label, ...halo },
      },
    ];
  });

  return {
    version: 8,
    name: `Headgate ${lookId}`,
    sources: Object.fromEntries(
      BASEMAP_LAYER_IDS.map((layer) => [
        source(layer),
        {
          type: 'geojson',
          data: dataFor(layer),
          // One source carries the credit, so the attribution lists it once.
          ...(layer === 'state' && attribution ? { attribution } : {}),
        },
      ]),
    ),
    layers: [
      { id: 'outside', type: 'background', paint: { 'background-color': look.outside } },
      { id: 'land', type: 'fill', source: source('state'), paint: { 'fill-color': look.land } },
      {
        id: 'border-glow',
        type: 'line',
        source: source('state'),
        paint: { 'line-color': look.borderGlow, 'line-width': byZoom(5, 4, 10, 12) },
      },
      {
        id: 'urban',
        type: 'fill',
        source: source('urban-areas'),
        paint: { 'fill-color': look.urban, 'fill-opacity': byZoom(6, 0.95, 12, 0.6) },
      },
      {
        id: 'water-districts',
        type: 'line',
        source: source('water-districts'),
        paint: { 'line-color': look.district, 'line-width': 1.3, 'line-dasharray': [5, 3] },
      },
      {
        id: 'counties',
        type: 'line',
        source: source('counties'),
        paint: {
          'line-color': look.county,
          'line-width': byZoom(6, 0.6, 12, 1.4),
          'line-dasharray': [3, 2],
        },
      },
      { id: 'lakes', type: 'fill', source: source('lakes'), paint: { 'fill-color': look.water } },
      {
        id: 'rivers',
        type: 'line',
        source: source('rivers'),
        minzoom: 5,
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: {
          'line-color': look.river,
          'line-width': byZoom(6, ['*', 0.2, streamOrder], 10, ['*', 0.38, streamOrder], 14, [
            '*',
            0.7,
            streamOrder,
          ]),
        },
      },
      {
        id: 'railroads',
        type: 'line',
        source: source('railroads'),
        minzoom: 7,
        paint: { 'line-color': look.railroad, 'line-width': 1, 'line-dasharray': [4, 2] },
      },
      {
        id: 'border',
        type: 'line',
        source: source('state'),
        paint: { 'line-color': look.border, 'line-width': byZoom(5, 1.4, 10, 2.4) },
      },
      {
        id: 'county-labels',
        type: 'symbol',
        source: source('counties'),
        minzoom: 8,
        layout: {
          'text-field': ['get', 'name'],
          'text-font': SEMIBOLD,
          'text-size': 11,
          'text-transform': 'uppercase',
          'text-letter-spacing': 0.18,
        },
        paint: { 'text-color': look.countyLabel, ...halo },
      },
      {
        id: 'river-labels',
        type: 'symbol',
        source: source('rivers'),
        minzoom: 9,
        layout: {
          'symbol-placement': 'line',
          'text-field': ['get', 'name'],
          'text-font': ITALIC,
          'text-size': 12,
          'text-max-angle': 30,
        },
        paint: { 'text-color': look.waterLabel, ...halo },
      },
      {
        id: 'lake-labels',
        type: 'symbol',
        source: source('lakes'),
        minzoom: 9,
        layout: { 'text-field': ['get', 'name'], 'text-font': ITALIC, 'text-size': 11 },
        paint: { 'text-color': look.waterLabel, ...halo },
      },
      // Smallest towns first, cities last: decluttering keeps the label of the later (upper)
      // layer, so a city keeps its name where a village's would collide with it.
      ...places,
    ],
  };
}

/**
 * A style split in two: the ground (areas, lines, dots) to draw under the data, and the labels
 * to draw over it, so place and river names stay readable among the data's points.
 */
export function splitLabels(style: GlStyleDocument): {
  ground: GlStyleDocument;
  labels: GlStyleDocument;
} {
  const isLabel = (layer: Record<string, unknown>) => layer.type === 'symbol';
  return {
    ground: { ...style, layers: style.layers.filter((layer) => !isLabel(layer)) },
    labels: { ...style, layers: style.layers.filter(isLabel) },
  };
}
