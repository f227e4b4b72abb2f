import type Feature from 'ol/Feature';
import GeoJSON from 'ol/format/GeoJSON';
import type BaseLayer from 'ol/layer/Base';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import type { Rule } from 'ol/style/flat';
import { glLayerRule, type GlLayer, type LabelRecipe } from '../../layers/glFlatStyle';
import { labelFeatures } from '../../layers/labelFeatures';
import { zoomBoundStyle } from '../../layers/zoomExpression';
import type { GlStyleDocument } from './offlineStyle';

/** One OpenLayers layer of a style: the style layers that follow each other on one source. */
export interface FlatStylePart {
  source: string;
  rules: Rule[];
  /** The colour of a `background` layer just before this part, drawn under it. */
  background: string | null;
}

/**
 * A style document as OpenLayers flat-style parts, grouped the way ol-mapbox-style groups it
 * (each run of layers on one source is one layer, drawn in style order), and the label
 * recipes of each source. Throws `UnsupportedExpressionError` for a layer it cannot translate.
 */
export function flatStyleParts(style: GlStyleDocument): {
  parts: FlatStylePart[];
  labels: Map<string, LabelRecipe[]>;
} {
  const parts: FlatStylePart[] = [];
  const labels = new Map<string, LabelRecipe[]>();
  let background: string | null = null;
  style.layers.forEach((raw, index) => {
    const layer = raw as unknown as GlLayer & { source?: string };
    if (layer.layout?.visibility === 'none') return;
    if (layer.type === 'background') {
      const color = layer.paint?.['background-color'];
      if (typeof color !== 'string') throw new TypeError(`${layer.id}: background-color`);
      background = color;
      return;
    }
    const source = layer.source ?? '';
    const { rule, label } = glLayerRule(layer, index);
    const last = parts[parts.length - 1];
    if (last && last.source === source && background === null) last.rules.push(rule);
    else parts.push({ source, rules: [rule], background });
    background = null;
    if (label) labels.set(source, [...(labels.get(source) ?? []), label]);
  });
  return { parts, labels };
}

/**
 * The offline basemap's ground and labels as canvas vector layers with flat styles, over one
 * source per GeoJSON layer (fetched once, shared by ground and labels). Labels declutter
 * across layers as ol-mapbox-style's did.
 */
export function offlineBasemapLayers(
  ground: GlStyleDocument,
  labels: GlStyleDocument,
): { ground: BaseLayer[]; labels: BaseLayer[] } {
  const sources = new Map<string, VectorSource<Feature>>();
  const sourceFor = (id: string) => {
    let source = sources.get(id);
    if (!source) {
      const spec = ground.sources[id] ?? labels.sources[id];
      if (!spec) throw new TypeError(`The basemap style has no source ${id}.`);
      source = new VectorSource<Feature>({
        format: new GeoJSON<Feature>(),
        attributions: spec.attribution,
        ...(typeof spec.data === 'string'
          ? { url: spec.data }
          : {
              features: new GeoJSON().readFeatures(spec.data, { featureProjection: 'EPSG:3857' }),
            }),
      });
      sources.set(id, source);
    }
    return source;
  };
  const recipes = new Map<string, LabelRecipe[]>();
  const layersOf = (style: GlStyleDocument) => {
    const translated = flatStyleParts(style);
    for (const [id, list] of translated.labels)
      recipes.set(id, [...(recipes.get(id) ?? []), ...list]);
    return translated.parts.map(
      (part) =>
        new VectorLayer({
          source: sourceFor(part.source),
          style: zoomBoundStyle(part.rules),
          declutter: true,
          ...(part.background ? { background: part.background } : {}),
        }),
    );
  };
  const layers = { ground: layersOf(ground), labels: layersOf(labels) };
  for (const [id, list] of recipes) labelFeatures(sourceFor(id), list);
  return layers;
}
