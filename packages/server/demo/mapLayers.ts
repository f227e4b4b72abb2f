import type pg from 'pg';
import { insertWithIds } from './insertRows';
import type { MapFeature } from './mapFeatures';

/** Roles that may see the district's own (United) locations. */
export const UNITED_ROLES = ['Administrator', 'Developer', 'All Data User', 'User'];

export const CDSS_ATTRIBUTION = 'Colorado Decision Support Systems (CDSS), Colorado DWR';

export interface MapSourceSeed {
  sourceId: string;
  options?: Record<string, unknown>;
  requiredRoles?: string[];
  attribution: string;
  features: MapFeature[];
}

interface MapLayerSeed {
  layerId: string;
  name: string;
  type: 'circle' | 'symbol' | 'line' | 'fill';
  sourceId: string;
  legendGroup: 'Locations' | 'DWR Data' | 'Boundaries' | 'Hydrology' | 'CDSS';
  layerGroup: string;
  paint?: Record<string, unknown>;
  layout?: Record<string, unknown>;
  minzoom?: number;
  titleField?: string;
  excludeFields?: string[];
  excludePopup?: boolean;
  requiredRoles?: string[];
  visible?: boolean;
}

const CIRCLE_RADIUS = 8;
const WELL_LABEL_MINZOOM = 12;
const RESTRICTED_LABEL_MINZOOM = 8;

function circle(color: string, stroke = '#FFFFFF'): Record<string, unknown> {
  return {
    'circle-radius': CIRCLE_RADIUS,
    'circle-color': color,
    'circle-stroke-width': 1.5,
    'circle-stroke-color': stroke,
  };
}

function label(field: string): Record<string, unknown> {
  return {
    'text-field': ['get', field],
    'text-size': 12,
    'text-offset': [0, 1.2],
    'text-anchor': 'top',
  };
}

const LABEL_PAINT = {
  'text-color': '#1A1A1A',
  'text-halo-color': '#FFFFFF',
  'text-halo-width': 1.5,
};

// Popup-only bookkeeping that a reader does not need to see.
const LOCATION_INTERNAL_FIELDS = [
  'location_ndx',
  'location_geometry',
  'map_symbol_category_ndx',
  'map_sym_shape',
  'map_sym_fill_color',
  'map_sym_stroke_color',
  'map_sym_stroke_width',
  'map_sym_pixel_size',
  'map_sym_legend_pixel_size',
  'cuwcd_well_number',
  'is_well_owner',
  'has_flow_graph',
  'has_stage_graph',
  'has_waterlevel_graph',
];

/** In drawing order: areas first, then lines, then points, labels last. */
const LAYERS: MapLayerSeed[] = [
  {
    layerId: 'water-districts-fill',
    name: 'DWR Water Districts',
    type: 'fill',
    sourceId: 'water-districts',
    legendGroup: 'Boundaries',
    layerGroup: 'water-districts',
    paint: { 'fill-color': '#6BAED6', 'fill-opacity': 0.08 },
    titleField: 'NAME',
    excludeFields: ['fid', 'OBJECTID', 'SHAPE_Leng', 'SHAPE_Area'],
  },
  {
    layerId: 'water-districts-line',
    name: 'DWR Water Districts (outline)',
    type: 'line',
    sourceId: 'water-districts',
    legendGroup: 'Boundaries',
    layerGroup: 'water-districts',
    paint: { 'line-color': '#3182BD', 'line-width': 1.5 },
    excludePopup: true,
  },
  {
    layerId: 'counties-line',
    name: 'Counties',
    type: 'line',
    sourceId: 'counties',
    legendGroup: 'Boundaries',
    layerGroup: 'counties',
    paint: { 'line-color': '#7F7F7F', 'line-width': 1, 'line-dasharray': [3, 2] },
    titleField: 'name',
    excludeFields: ['statefp'],
    visible: false,
  },
  {
    layerId: 'rivers-line',
    name: 'Rivers',
    type: 'line',
    sourceId: 'rivers',
    legendGroup: 'Hydrology',
    layerGroup: 'rivers',
    paint: { 'line-color': '#4A90D9', 'line-width': 2 },
    titleField: 'name',
    excludeFields: [
      'rivernum',
      'dissolve',
      'note',
      'uident',
      'strokeweig',
      'min_zoom',
      'min_label',
    ],
  },
  {
    layerId: 'wells-circle',
    name: 'Wells',
    type: 'circle',
    sourceId: 'wells',
    legendGroup: 'CDSS',
    layerGroup: 'wells',
    paint: circle('#8C564B'),
    titleField: 'name',
    excludeFields: ['gnis_id'],
    visible: false,
  },
  {
    layerId: 'wells-labels',
    name: 'Wells (labels)',
    type: 'symbol',
    sourceId: 'wells',
    legendGroup: 'CDSS',
    layerGroup: 'wells',
    layout: label('name'),
    paint: LABEL_PAINT,
    minzoom: WELL_LABEL_MINZOOM,
    excludePopup: true,
    visible: false,
  },
  {
    layerId: 'diversion-points',
    name: 'Diversion Points',
    type: 'circle',
    sourceId: 'diversion-points',
    legendGroup: 'CDSS',
    layerGroup: 'diversion-points',
    paint: circle('#E6AB02'),
    titleField: 'StructName',
  },
  {
    layerId: 'dwr-stream-gages',
    name: 'DWR Stream Gages',
    type: 'circle',
    sourceId: 'dwr-stream-gages',
    legendGroup: 'DWR Data',
    layerGroup: 'dwr-stream-gages',
    paint: circle('#66A61E'),
    titleField: 'location_display_label',
    excludeFields: ['water_district'],
    visible: false,
  },
  {
    layerId: 'current-streamflow',
    name: 'Current Streamflow',
    type: 'circle',
    sourceId: 'current-streamflow',
    legendGroup: 'DWR Data',
    layerGroup: 'current-streamflow',
    paint: {
      ...circle('#1F78B4'),
      'circle-color': [
        'step',
        ['get', 'current_flow_cfs'],
        '#C6DBEF',
        10,
        '#6BAED6',
        100,
        '#2171B5',
        500,
        '#08306B',
      ],
    },
    titleField: 'location_name',
  },
  {
    layerId: 'river-calls',
    name: 'River Calls',
    type: 'circle',
    sourceId: 'river-calls',
    legendGroup: 'DWR Data',
    layerGroup: 'river-calls',
    paint: {
      ...circle('#D62728', '#000000'),
      'circle-opacity': ['case', ['==', ['get', 'call_status'], 'Active'], 1, 0.35],
    },
    titleField: 'structure_name',
    excludeFields: ['priority_wdid'],
  },
  {
    layerId: 'public-locations',
    name: 'Stream Gages (public)',
    type: 'circle',
    sourceId: 'public-locations',
    legendGroup: 'Locations',
    layerGroup: 'public-locations',
    paint: circle('#336699'),
    titleField: 'location_name',
    excludeFields: [
      ...LOCATION_INTERNAL_FIELDS,
      'facility_ndx',
      'facility_names',
      'facility_types',
    ],
  },
  {
    layerId: 'public-locations-labels',
    name: 'Stream Gages (labels)',
    type: 'symbol',
    sourceId: 'public-locations',
    legendGroup: 'Locations',
    layerGroup: 'public-locations',
    layout: label('location_display_label'),
    paint: LABEL_PAINT,
    minzoom: 10,
    excludePopup: true,
  },
  {
    layerId: 'united-locations',
    name: 'United Infrastructure',
    type: 'circle',
    sourceId: 'united-locations',
    legendGroup: 'Locations',
    layerGroup: 'united-locations',
    paint: { ...circle('#336699'), 'circle-color': ['get', 'map_sym_fill_color'] },
    titleField: 'location_name',
    excludeFields: LOCATION_INTERNAL_FIELDS,
    requiredRoles: UNITED_ROLES,
  },
  {
    layerId: 'united-locations-labels',
    name: 'United Infrastructure (labels)',
    type: 'symbol',
    sourceId: 'united-locations',
    legendGroup: 'Locations',
    layerGroup: 'united-locations',
    layout: label('location_id'),
    paint: LABEL_PAINT,
    minzoom: RESTRICTED_LABEL_MINZOOM,
    excludePopup: true,
    requiredRoles: UNITED_ROLES,
  },
];

const LEGEND_GROUPS = ['Locations', 'DWR Data', 'CDSS', 'Hydrology', 'Boundaries'];

/** Legend lists groups in a fixed order and layers by name inside each. */
function legendOrder(layer: MapLayerSeed): number {
  const inGroup = LAYERS.filter((other) => other.legendGroup === layer.legendGroup);
  return LEGEND_GROUPS.indexOf(layer.legendGroup) * 100 + inGroup.indexOf(layer) + 1;
}

export async function insertMapLayers(
  client: pg.ClientBase,
  sources: MapSourceSeed[],
): Promise<void> {
  await insertWithIds(
    client,
    'map_sources',
    ['source_id', 'options', 'required_roles', 'attribution'],
    sources.map((source) => [
      source.sourceId,
      JSON.stringify(source.options ?? {}),
      source.requiredRoles ?? [],
      source.attribution,
    ]),
  );
  for (const source of sources) {
    if (source.features.length === 0) continue;
    await insertWithIds(
      client,
      'map_features',
      ['source_id', 'feature_id', 'geometry', 'properties'],
      source.features.map((feature) => [
        source.sourceId,
        feature.featureId,
        JSON.stringify(feature.geometry),
        JSON.stringify(feature.properties),
      ]),
    );
  }
  await insertWithIds(
    client,
    'map_layers',
    [
      'layer_id',
      'name',
      'layer_type',
      'source_id',
      'draw_order',
      'legend_order',
      'legend_group',
      'layer_group',
      'paint',
      'layout',
      'minzoom',
      'lre_properties',
      'exclude_popup',
      'required_roles',
    ],
    LAYERS.map((layer, index) => [
      layer.layerId,
      layer.name,
      layer.type,
      layer.sourceId,
      (index + 1) * 10,
      legendOrder(layer),
      layer.legendGroup,
      layer.layerGroup,
      JSON.stringify(layer.paint ?? {}),
      JSON.stringify({ visibility: layer.visible === false ? 'none' : 'visible', ...layer.layout }),
      layer.minzoom ?? null,
      JSON.stringify({ titleField: layer.titleField, excludeFields: layer.excludeFields ?? [] }),
      layer.excludePopup ?? false,
      layer.requiredRoles ?? [],
    ]),
  );
}
