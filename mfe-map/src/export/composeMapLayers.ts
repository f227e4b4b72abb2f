// The layer canvases OpenLayers draws: canvas layers inside their `.ol-layer` container, WebGL
// layers as a canvas of their own.
const LAYER_CANVASES = '.ol-layer canvas, canvas.ol-layer';
const CSS_MATRIX = /^matrix\(([^(]*)\)$/;

/** How a layer canvas's pixels land on the map, in CSS pixels (its CSS transform). */
function canvasToMap(canvas: HTMLCanvasElement): number[] {
  const matrix = CSS_MATRIX.exec(canvas.style.transform)?.[1];
  if (matrix) return matrix.split(',').map(Number);
  // WebGL canvases have no transform: they are stretched to their CSS size.
  return [
    parseFloat(canvas.style.width) / canvas.width,
    0,
    0,
    parseFloat(canvas.style.height) / canvas.height,
    0,
    0,
  ];
}

/**
 * Draws every layer canvas in the map's viewport onto one canvas, as the map shows them (the
 * OpenLayers 'export-map' example), at `pixelRatio` device pixels per CSS pixel: basemap, data
 * layers and any vector layer a tool adds, over the map's `background` colour (what shows where
 * the basemap has nothing). Call it right after a completed render.
 */
export function composeMapLayers(
  viewport: HTMLElement,
  size: readonly [width: number, height: number],
  pixelRatio: number,
  background: string,
): HTMLCanvasElement {
  const composed = document.createElement('canvas');
  composed.width = Math.round(size[0] * pixelRatio);
  composed.height = Math.round(size[1] * pixelRatio);
  const context = composed.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the map into an image.');
  context.fillStyle = background;
  context.fillRect(0, 0, composed.width, composed.height);
  for (const canvas of viewport.querySelectorAll<HTMLCanvasElement>(LAYER_CANVASES)) {
    if (canvas.width === 0 || canvas.height === 0) continue;
    const container = canvas.parentElement;
    const opacity = container?.style.opacity || canvas.style.opacity;
    context.globalAlpha = opacity === '' || opacity === undefined ? 1 : Number(opacity);
    const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = canvasToMap(canvas);
    context.setTransform(
      a * pixelRatio,
      b * pixelRatio,
      c * pixelRatio,
      d * pixelRatio,
      e * pixelRatio,
      f * pixelRatio,
    );
    const layerBackground = container?.style.backgroundColor;
    if (layerBackground) {
      context.fillStyle = layerBackground;
      context.fillRect(0, 0, canvas.width, canvas.height);
    }
    context.drawImage(canvas, 0, 0);
  }
  context.globalAlpha = 1;
  context.setTransform(1, 0, 0, 1, 0, 0);
  return composed;
}
