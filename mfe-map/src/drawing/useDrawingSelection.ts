import { useEffect, useState } from 'react';
import type Feature from 'ol/Feature';
import type OlMap from 'ol/Map';
import { unByKey } from 'ol/Observable';
import { singleClick } from 'ol/events/condition';
import { useMapClickOwnerStore } from '../mapTools/mapClickOwnerStore';
import { editHandleStyle, selectedDrawingStyle } from './drawingStyles';
import { setMapCursor } from './mapCursor';
import type { DrawingInteractions } from './useDrawingInteractions';
import type { DrawingLayers } from './useDrawingLayers';

// A little slack: a 3 px line is hard to hit exactly.
const HIT_TOLERANCE_PX = 4;

/** The selected drawing and whether the pointer is over a drawing. */
export interface DrawingSelection {
  selected: Feature | null;
  hovering: boolean;
}

function clicksAreFree(): boolean {
  const { owner } = useMapClickOwnerStore.getState();
  return owner === null || owner === 'drawing';
}

/**
 * While no tool is active: a click on a drawing selects it, and the selected drawing's vertices
 * (a circle's centre and edge) can be dragged. Reports when the pointer is over a drawing, so
 * the click there can be claimed for the drawing. Not while another map tool owns the clicks, nor
 * before the interactions have loaded (there is nothing to select before the first drawing).
 */
export function useDrawingSelection(
  map: OlMap,
  layers: DrawingLayers,
  interactions: DrawingInteractions | null,
): DrawingSelection {
  const [selected, setSelected] = useState<Feature | null>(null);
  const [hovering, setHovering] = useState(false);
  useEffect(() => {
    if (!interactions) return;
    const { Modify, Select, Snap } = interactions;
    const { drawings, drawingLayer } = layers;
    const select = new Select({
      layers: [drawingLayer],
      style: selectedDrawingStyle,
      hitTolerance: HIT_TOLERANCE_PX,
      condition: (event) => singleClick(event) && clicksAreFree(),
    });
    const chosen = select.getFeatures();
    const modify = new Modify({ features: chosen, style: editHandleStyle });
    const snap = new Snap({ source: drawings });
    for (const interaction of [select, modify, snap]) map.addInteraction(interaction);

    let over = false;
    const showSelected = () => setSelected(chosen.item(0) ?? null);
    const keys = [
      chosen.on('add', showSelected),
      chosen.on('remove', showSelected),
      drawings.on('removefeature', (event) => {
        if (event.feature) chosen.remove(event.feature);
      }),
      drawings.on('clear', () => chosen.clear()),
      map.on('pointermove', (event) => {
        if (event.dragging) return;
        const now =
          clicksAreFree() &&
          map.hasFeatureAtPixel(event.pixel, {
            layerFilter: (layer) => layer === drawingLayer,
            hitTolerance: HIT_TOLERANCE_PX,
          });
        if (now === over) return;
        over = now;
        setMapCursor(map, now ? 'pointer' : '');
        setHovering(now);
      }),
    ];
    return () => {
      unByKey(keys);
      chosen.clear();
      for (const interaction of [snap, modify, select]) {
        map.removeInteraction(interaction);
        interaction.dispose();
      }
      if (over) setMapCursor(map, '');
      setSelected(null);
      setHovering(false);
    };
  }, [map, layers, interactions]);
  return { selected, hovering };
}
