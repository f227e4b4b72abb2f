import { useEffect, useState } from 'react';
import type Feature from 'ol/Feature';
import { unByKey } from 'ol/Observable';
import type VectorSource from 'ol/source/Vector';
import { measureOfDrawing } from './drawingMeasures';
import type { DrawingMeasure } from './measurements';

/**
 * The measures of all drawings, refreshed whenever one is created, edited or deleted (public-map
 * §4). Each carries the order in which the drawings were last created or edited.
 */
export function useDrawingMeasures(drawings: VectorSource<Feature>): DrawingMeasure[] {
  const [measures, setMeasures] = useState<DrawingMeasure[]>([]);
  useEffect(() => {
    // Kept beside the features: setting a property on one would count as another edit.
    const editedOrder = new WeakMap<Feature, number>();
    let edits = 0;
    const touch = (feature: Feature | undefined) => {
      if (feature) editedOrder.set(feature, ++edits);
    };
    const refresh = () =>
      setMeasures(
        drawings
          .getFeatures()
          .map((feature) => measureOfDrawing(feature, editedOrder.get(feature) ?? 0))
          .filter((measure) => measure !== null),
      );
    drawings.getFeatures().forEach(touch);
    refresh();
    const onEdit = (event: { feature?: Feature }) => {
      touch(event.feature);
      refresh();
    };
    const keys = [
      drawings.on('addfeature', onEdit),
      drawings.on('changefeature', onEdit),
      drawings.on('removefeature', refresh),
      drawings.on('clear', refresh),
    ];
    return () => unByKey(keys);
  }, [drawings]);
  return measures;
}
