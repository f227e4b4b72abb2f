import { useEffect, useState } from 'react';
import type VectorSource from 'ol/source/Vector';
import type Layer from 'ol/layer/Layer';
import { unByKey } from 'ol/Observable';
import type { DrawnLayer } from '../layers/useDataLayers';
import type { MapRuntime } from './mapRuntime';

/**
 * The performance mark set when the map first finishes drawing features (read by bench:map and
 * bench:lighthouse).
 */
export const MAP_READY_MARK = 'headgate:map-ready';

function hasFeatures({ olLayer }: DrawnLayer): boolean {
  const source = (olLayer as Layer).getSource() as VectorSource | null;
  return olLayer.getVisible() && (source?.getFeatures().length ?? 0) > 0;
}

/**
 * True once the map has completed a render with features drawn; also sets the
 * {@link MAP_READY_MARK} performance mark, so a benchmark can time the first useful paint.
 */
export function useMapReady(runtime: MapRuntime | null, drawn: readonly DrawnLayer[]): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!runtime || ready || !drawn.some(hasFeatures)) return;
    const onRenderComplete = () => {
      performance.mark(MAP_READY_MARK);
      setReady(true);
    };
    const key = runtime.map.once('rendercomplete', onRenderComplete);
    runtime.map.render();
    return () => unByKey(key);
  }, [runtime, drawn, ready]);
  return ready;
}
