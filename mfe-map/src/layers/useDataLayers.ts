import { useEffect, useRef, useState } from 'react';
import type BaseLayer from 'ol/layer/Base';
import type { MapLayer, MapSource } from '@headgate/contracts';
import { matchesLocationFilters, type LocationFilterSelection } from '../locationFilters';
import { LOCATION_SOURCES } from '../popup';
import type { MapRuntime } from '../map/mapRuntime';
import { circleLayerStyle } from './circleLayerStyle';
import { useCircleRenderer } from './circleRenderer';
import {
  createCircleLayer,
  createStyledLayer,
  setCircleStyle,
  type CircleLayer,
} from './createDataLayer';
import { inDrawOrder } from './layerGroups';
import { isLocationLayer, SHOWN_FLAG } from './locationFlags';
import { loadMapSymbol, mapSymbolUrl } from './mapSymbol';
import { useFeatureSources } from './useFeatureSources';

/** An API layer and the OpenLayers layer drawing it. */
export interface DrawnLayer {
  layer: MapLayer;
  olLayer: BaseLayer;
}

interface DataLayersInput {
  runtime: MapRuntime | null;
  layers: readonly MapLayer[];
  sources: readonly MapSource[];
  /** Colour per location type while colour-by is Location Types, else null. */
  typeColors: ReadonlyMap<string, string> | null;
  /** The filter selection for signed-in users; null draws every location. */
  filterSelection: LocationFilterSelection | null;
}

/**
 * Draws the API's layers into the map's data group in draw order: circles with WebGL, the
 * others with their Mapbox GL style on canvas. Keeps them in step with colour-by, the location
 * filters and loaded custom symbols, and removes them when the layers or sources change.
 */
export function useDataLayers({
  runtime,
  layers,
  sources,
  typeColors,
  filterSelection,
}: DataLayersInput): DrawnLayer[] {
  const featureSources = useFeatureSources(sources);
  const symbols = useCustomSymbols(layers);
  const symbolsRef = useRef(symbols);
  useEffect(() => {
    symbolsRef.current = symbols;
  }, [symbols]);
  const [drawn, setDrawn] = useState<DrawnLayer[]>([]);
  const webGL = useCircleRenderer();

  useEffect(() => {
    if (!runtime || webGL === undefined || !featureSources) return;
    const created: DrawnLayer[] = [];
    // Added in draw order, without a z-index of their own: the data group's place decides where
    // they sit among the basemap, its labels and the markers.
    for (const layer of inDrawOrder(layers)) {
      // A layer whose source the caller may not see has nothing to draw.
      const source = featureSources.get(layer.source);
      if (!source) continue;
      const olLayer =
        layer.type === 'circle'
          ? createCircleLayer(layer, source, circleLayerStyle(layer, NO_DECORATION), webGL)
          : createStyledLayer(layer, source, {
              onlyShown: isLocationLayer(layer),
              symbolImage: () => symbolsRef.current.get(layer.id),
            });
      created.push({ layer, olLayer });
    }
    const group = runtime.data.getLayers();
    group.extend(created.map((entry) => entry.olLayer));
    setDrawn(created);
    return () => {
      for (const { olLayer } of created) {
        group.remove(olLayer);
        olLayer.dispose();
      }
    };
  }, [runtime, layers, featureSources, webGL]);

  useEffect(() => {
    for (const { layer, olLayer } of drawn) {
      const symbol = symbols.get(layer.id);
      if (layer.type === 'circle') {
        const style = circleLayerStyle(layer, { typeColors, symbolSrc: symbol?.src ?? null });
        setCircleStyle(olLayer as CircleLayer, style);
      } else if (symbol) {
        olLayer.changed();
      }
    }
  }, [drawn, typeColors, symbols]);

  useEffect(() => {
    for (const [sourceId, source] of featureSources ?? []) {
      if (!LOCATION_SOURCES.includes(sourceId)) continue;
      for (const feature of source.getFeatures()) {
        const shown =
          !filterSelection || matchesLocationFilters(feature.getProperties(), filterSelection);
        if (feature.get(SHOWN_FLAG) !== Number(shown)) feature.set(SHOWN_FLAG, Number(shown));
      }
    }
  }, [featureSources, filterSelection]);

  return drawn;
}

const NO_DECORATION = { typeColors: null, symbolSrc: null };

/** The custom symbols of the layers that ask for one, by layer id, as they finish loading. */
function useCustomSymbols(layers: readonly MapLayer[]): ReadonlyMap<string, HTMLImageElement> {
  const [symbols, setSymbols] = useState<ReadonlyMap<string, HTMLImageElement>>(new Map());
  useEffect(() => {
    let active = true;
    for (const layer of layers) {
      if (!layer.customSymbol) continue;
      void loadMapSymbol(mapSymbolUrl(layer.customSymbol)).then((image) => {
        if (active) setSymbols((loaded) => new Map(loaded).set(layer.id, image));
      });
    }
    return () => {
      active = false;
    };
  }, [layers]);
  return symbols;
}
