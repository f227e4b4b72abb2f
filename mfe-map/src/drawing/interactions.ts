/**
 * The OpenLayers interactions of the drawing tools, in a chunk of their own: most visitors never
 * draw, so the map's first load does not carry them. Loaded through `useDrawingInteractions`.
 */
export { default as Modify } from 'ol/interaction/Modify';
export { default as Select } from 'ol/interaction/Select';
export { default as Snap } from 'ol/interaction/Snap';
export { createToolDraw } from './toolDraw';
