import Draw from 'ol/interaction/Draw';
import type { Type } from 'ol/geom/Geometry';
import type { DrawingTool } from './drawingTool';
import { sketchStyle } from './drawingStyles';
import { rulerStyle } from './rulerStyle';
import type { DrawingLayers } from './useDrawingLayers';

const SHAPE_GEOMETRY: Record<Exclude<DrawingTool, 'ruler'>, Type> = {
  polygon: 'Polygon',
  line: 'LineString',
  point: 'Point',
  // Click the centre, move, click again; drawn on the ground as a geodesic circle.
  circle: 'Circle',
};

/**
 * The OpenLayers Draw interaction of a tool. Shapes go into the drawings. The ruler draws a
 * line into its own layer and starts afresh with each measurement; a line or polygon ends with
 * a double click or a click on its last point.
 */
export function createToolDraw(tool: DrawingTool, layers: DrawingLayers): Draw {
  if (tool === 'ruler') {
    const draw = new Draw({
      source: layers.ruler,
      type: 'LineString',
      style: rulerStyle,
      stopClick: true,
    });
    draw.on('drawstart', () => layers.ruler.clear());
    return draw;
  }
  return new Draw({
    source: layers.drawings,
    type: SHAPE_GEOMETRY[tool],
    style: sketchStyle,
    stopClick: true,
  });
}
