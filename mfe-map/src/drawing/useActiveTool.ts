import { useEffect } from 'react';
import type OlMap from 'ol/Map';
import type { DrawingTool } from './drawingTool';
import type { DrawingInteractions } from './useDrawingInteractions';
import { setMapCursor } from './mapCursor';
import type { DrawingLayers } from './useDrawingLayers';

/**
 * Puts the active tool on the map: its Draw interaction, snapping to the drawings' vertices and
 * edges, and a crosshair. Escape drops the sketch in progress or, with none, calls `stop`. The
 * ruler's measurement goes when the ruler is turned off. Nothing happens until the interactions
 * have loaded.
 */
export function useActiveTool(
  map: OlMap,
  layers: DrawingLayers,
  tool: DrawingTool | null,
  stop: () => void,
  interactions: DrawingInteractions | null,
): void {
  useEffect(() => {
    if (!tool || !interactions) return;
    const { createToolDraw, Snap } = interactions;
    const draw = createToolDraw(tool, layers);
    const snap = new Snap({ source: layers.drawings });
    let sketching = false;
    draw.on('drawstart', () => (sketching = true));
    draw.on(['drawend', 'drawabort'], () => (sketching = false));
    map.addInteraction(draw);
    // Snap goes after Draw: it must see the pointer first.
    map.addInteraction(snap);

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (sketching) draw.abortDrawing();
      else stop();
    };
    document.addEventListener('keydown', onKeyDown);
    setMapCursor(map, 'crosshair');
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      setMapCursor(map, '');
      map.removeInteraction(snap);
      map.removeInteraction(draw);
      draw.dispose();
      snap.dispose();
      if (tool === 'ruler') layers.ruler.clear();
    };
  }, [map, layers, tool, stop, interactions]);
}
