import type { ExpressionValue } from 'ol/expr/expression';
import type BaseLayer from 'ol/layer/Base';
import VectorLayer from 'ol/layer/Vector';
import VectorImageLayer from 'ol/layer/VectorImage';
import type WebGLVectorLayer from 'ol/layer/WebGLVector';
import type VectorSource from 'ol/source/Vector';
import type { FlatStyle, FlatStyleLike, Rule } from 'ol/style/flat';
import type { StyleFunction } from 'ol/style/Style';
import type { MapLayer } from '@headgate/contracts';
import type { WebGLCircles } from './circleRenderer';
import { withOpacityInColors } from './circleFlatStyle';
import { UnsupportedExpressionError } from './glExpression';
import { glLayerRule, type GlLayerRule } from './glFlatStyle';
import { labelFeatures } from './labelFeatures';
import { SHOWN_FLAG } from './locationFlags';
import { zoomBoundStyle } from './zoomExpression';

/** The OpenLayers layer property that holds the API layer it draws. */
export const MAP_LAYER_PROPERTY = 'headgate:mapLayer';

/** The API layer an OpenLayers layer draws, if it draws one. */
export function mapLayerOf(layer: BaseLayer): MapLayer | undefined {
  return layer.get(MAP_LAYER_PROPERTY) as MapLayer | undefined;
}

/** A circle layer drawn by WebGL, or by the canvas where WebGL has no GPU behind it. */
export type CircleLayer = WebGLVectorLayer | VectorImageLayer;

// Without a GPU the circles are drawn to an image one and a half times the view, which a pan
// moves as a whole; they are drawn again when the map comes to rest.
const CANVAS_IMAGE_RATIO = 1.5;

// Mapbox minzoom includes its zoom; OpenLayers' minZoom is exclusive, so it starts a hair below.
function olMinZoom(layer: MapLayer): number | undefined {
  return layer.minzoom === null ? undefined : layer.minzoom - 1e-6;
}

/**
 * A circle layer: WebGL draws tens of thousands of points at frame rate. Without a GPU (`webGL`
 * null, see `loadCircleRenderer`) the canvas draws the same flat style (its opacity moved into
 * the colours) as an image that pans without redrawing every point.
 */
export function createCircleLayer(
  layer: MapLayer,
  source: VectorSource,
  style: FlatStyleLike,
  webGL: WebGLCircles | null,
): CircleLayer {
  const options = {
    source,
    minZoom: olMinZoom(layer),
    properties: { [MAP_LAYER_PROPERTY]: layer },
  };
  if (webGL) return new webGL({ ...options, style });
  return new VectorImageLayer({
    ...options,
    imageRatio: CANVAS_IMAGE_RATIO,
    style: canvasCircleStyle(style),
  });
}

/** Gives a circle layer a new flat style (colour-by changed). */
export function setCircleStyle(olLayer: CircleLayer, style: FlatStyleLike): void {
  if (olLayer instanceof VectorImageLayer) olLayer.setStyle(canvasCircleStyle(style));
  else olLayer.setStyle(style);
}

function canvasCircleStyle(style: FlatStyleLike): FlatStyleLike {
  if (!Array.isArray(style)) return withOpacityInColors(style);
  return (style as (FlatStyle | Rule)[]).map((item) =>
    'style' in item ? { ...item, style: canvasCircleStyle(item.style) as FlatStyle } : item,
  ) as FlatStyleLike;
}

/**
 * A fill, line or symbol layer drawn on canvas with its Mapbox GL style, as a flat style when
 * the translation covers it; otherwise (a custom symbol, an expression it does not know) the
 * style engine draws it once fetched. Labels declutter. With `onlyShown`, features the location
 * filters hide are not drawn.
 */
export function createStyledLayer(
  layer: MapLayer,
  source: VectorSource,
  options: { onlyShown: boolean; symbolImage: () => HTMLImageElement | undefined },
): VectorLayer {
  const olLayer = new VectorLayer({
    source,
    declutter: layer.type === 'symbol',
    properties: { [MAP_LAYER_PROPERTY]: layer },
    // Nothing is drawn until the layer's own style is known.
    style: null,
  });
  const flat = layer.customSymbol ? null : flatRule(layer);
  if (flat) {
    if (flat.label) labelFeatures(source, [flat.label]);
    const { rule } = flat;
    olLayer.setStyle(
      zoomBoundStyle([options.onlyShown ? { ...rule, filter: withShownOnly(rule.filter) } : rule]),
    );
    return olLayer;
  }
  void import(/* webpackChunkName: "map-style-engine" */ './glLayerStyle').then(
    ({ applyGlLayerStyle }) => {
      applyGlLayerStyle(olLayer, layer, options.symbolImage);
      const glStyle = olLayer.getStyleFunction();
      if (options.onlyShown && glStyle) {
        const shownOnly: StyleFunction = (feature, resolution) =>
          feature.get(SHOWN_FLAG) === 0 ? undefined : glStyle(feature, resolution);
        olLayer.setStyle(shownOnly);
      }
    },
    (error: unknown) => console.error(`[map] ${layer.id} could not be drawn:`, error),
  );
  return olLayer;
}

/** A layer's style as a flat rule, or null when the translation does not cover it. */
function flatRule(layer: MapLayer): GlLayerRule | null {
  const layout = { ...layer.layout };
  delete layout.visibility;
  try {
    return glLayerRule(
      {
        id: layer.id,
        type: layer.type,
        paint: layer.paint,
        layout,
        ...(layer.minzoom === null ? {} : { minzoom: layer.minzoom }),
      },
      0,
    );
  } catch (error) {
    if (!(error instanceof UnsupportedExpressionError)) throw error;
    return null;
  }
}

function withShownOnly(filter: Rule['filter']): ExpressionValue {
  const shown: ExpressionValue = ['!=', ['get', SHOWN_FLAG], 0];
  return filter === undefined ? shown : ['all', filter, shown];
}
