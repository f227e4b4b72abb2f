import { useEffect } from 'react';
import Feature from 'ol/Feature';
import GeoJSON from 'ol/format/GeoJSON';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { featureCollection } from '@turf/helpers';
import type { MapRuntime } from '../map/mapRuntime';
import { planBufferRings } from './bufferPlan';
import type { BufferRing } from './bufferRings';
import { bufferRingStyle } from './bufferRingStyle';
import { useBufferStore, type BufferCentre } from './bufferStore';
import type { BufferRow } from './bufferDefaults';

const geoJson = new GeoJSON({ featureProjection: 'EPSG:3857' });

/**
 * Room around typed-in rings when the map brings them into view (top, right, bottom, left):
 * clear of the address search on top, the control column on the right and the scale bar.
 */
const FIT_PADDING = [72, 64, 48, 40];
const FIT_MAX_ZOOM = 16;

// turf's polygon clipping (with its arbitrary-precision arithmetic) is loaded with the first
// rings, not with the map.
async function ringsFor(
  rows: readonly BufferRow[],
  centre: BufferCentre | null,
): Promise<BufferRing[]> {
  if (!centre) return [];
  const { bufferRings } = await import('./bufferRings');
  return bufferRings(centre, planBufferRings(rows));
}

function showRings(source: VectorSource, rings: BufferRing[], centre: BufferCentre | null) {
  source.clear();
  if (!centre) return;
  source.addFeatures(geoJson.readFeatures(featureCollection(rings)));
  source.addFeature(new Feature(new Point(fromLonLat([centre.lng, centre.lat]))));
}

/**
 * Draws the Radius Tool's rings and centre on the map, above the data and below anything else
 * the page marks (drawings), following the buffer store. The map element carries the number of
 * rings drawn in `data-buffer-rings`. Rings placed from a typed coordinate are brought into view.
 */
export function useBufferLayer(runtime: MapRuntime | null): void {
  useEffect(() => {
    if (!runtime) return;
    const { map, markers } = runtime;
    const source = new VectorSource();
    const layer = new VectorLayer({
      source,
      style: bufferRingStyle,
      declutter: true,
      properties: { id: 'buffer-rings' },
    });
    markers.getLayers().insertAt(0, layer);
    const target = map.getTargetElement() as HTMLElement | null;

    // Only the latest store state is drawn: an earlier one still computing is dropped.
    let latest = 0;
    const draw = async (
      { rows, centre }: { rows: readonly BufferRow[]; centre: BufferCentre | null },
      bringIntoViewAfter: boolean,
    ) => {
      const drawing = ++latest;
      const rings = await ringsFor(rows, centre);
      if (drawing !== latest) return;
      showRings(source, rings, centre);
      if (target) target.dataset.bufferRings = String(rings.length);
      if (bringIntoViewAfter && centre) bringIntoView(centre);
    };
    const bringIntoView = (centre: BufferCentre) => {
      const view = map.getView();
      const extent = source.getExtent();
      if (source.getFeatures().length > 1 && extent)
        view.fit(extent, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, duration: 300 });
      else view.animate({ center: fromLonLat([centre.lng, centre.lat]), duration: 300 });
    };

    void draw(useBufferStore.getState(), false);
    const unsubscribe = useBufferStore.subscribe((state, previous) => {
      if (state.rows === previous.rows && state.centre === previous.centre) return;
      const placedByEntry = state.centre !== previous.centre && state.centre?.placedBy === 'entry';
      void draw(state, placedByEntry);
    });
    return () => {
      latest = -1;
      unsubscribe();
      if (target) delete target.dataset.bufferRings;
      markers.getLayers().remove(layer);
      layer.dispose();
    };
  }, [runtime]);
}
