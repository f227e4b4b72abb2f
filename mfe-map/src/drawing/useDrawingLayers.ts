import { useEffect, useState } from 'react';
import type Feature from 'ol/Feature';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import type { MapRuntime } from '../map/mapRuntime';
import { drawingStyle } from './drawingStyles';
import { rulerStyle } from './rulerStyle';

/** Where the drawings and the ruler's measurement live on the map. */
export interface DrawingLayers {
  drawings: VectorSource<Feature>;
  drawingLayer: VectorLayer<VectorSource<Feature>>;
  /** The ruler's line: not a drawing, so neither measured in the box nor deleted with them. */
  ruler: VectorSource<Feature>;
}

/**
 * Adds the drawings' layer and the ruler's over everything else on the map (so an export of the
 * map canvas shows them too) while the page is mounted. Null until they are on the map.
 */
export function useDrawingLayers(runtime: MapRuntime): DrawingLayers | null {
  const [layers, setLayers] = useState<DrawingLayers | null>(null);
  useEffect(() => {
    const drawings = new VectorSource<Feature>();
    const ruler = new VectorSource<Feature>();
    const drawingLayer = new VectorLayer({
      source: drawings,
      style: drawingStyle,
      updateWhileInteracting: true,
      properties: { id: 'drawings' },
    });
    const rulerLayer = new VectorLayer({
      source: ruler,
      style: rulerStyle,
      updateWhileInteracting: true,
      properties: { id: 'ruler' },
    });
    const group = runtime.markers.getLayers();
    group.extend([drawingLayer, rulerLayer]);
    setLayers({ drawings, drawingLayer, ruler });
    return () => {
      setLayers(null);
      group.remove(drawingLayer);
      group.remove(rulerLayer);
      drawingLayer.dispose();
      rulerLayer.dispose();
    };
  }, [runtime]);
  return layers;
}
