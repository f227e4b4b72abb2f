import type { LegendSwatch } from '../layers/legendSwatch';

// The Layers list draws swatches in a 20 × 20 box (panel/LegendSwatchIcon); so does this.
const VIEW_BOX = 20;
const FILL_OPACITY = 0.45;

/** The map-symbol images of a legend, by URL, loaded before drawing. */
export type LegendIcons = ReadonlyMap<string, CanvasImageSource>;

/**
 * Draws a legend swatch as the Layers list shows it, `size` wide with its top-left at (x, y), on
 * a 2D canvas (the PNG's legend box, and the PDF's swatch images).
 */
export function drawSwatch(
  context: CanvasRenderingContext2D,
  swatch: LegendSwatch,
  { x, y, size }: { x: number; y: number; size: number },
  icons: LegendIcons,
): void {
  context.save();
  context.translate(x, y);
  context.scale(size / VIEW_BOX, size / VIEW_BOX);
  drawShape(context, swatch, icons);
  context.restore();
}

function circle(
  context: CanvasRenderingContext2D,
  cx: number,
  cy: number,
  radius: number,
  fill: string,
  stroke: string | null,
  strokeWidth: number,
) {
  context.beginPath();
  context.arc(cx, cy, radius, 0, 2 * Math.PI);
  context.fillStyle = fill;
  context.fill();
  if (stroke) {
    context.lineWidth = strokeWidth;
    context.strokeStyle = stroke;
    context.stroke();
  }
}

function drawShape(context: CanvasRenderingContext2D, swatch: LegendSwatch, icons: LegendIcons) {
  switch (swatch.kind) {
    case 'circle':
      if (swatch.colors.length === 1) {
        circle(context, 10, 10, 6, swatch.colors[0]!, swatch.stroke, 1.5);
        return;
      }
      swatch.colors.forEach((color, index) =>
        circle(
          context,
          5 + (index % 2) * 10,
          5 + Math.floor(index / 2) * 10,
          4,
          color,
          swatch.stroke,
          1,
        ),
      );
      return;
    case 'fill':
      context.beginPath();
      context.roundRect(2.5, 3.5, 15, 13, 2);
      context.globalAlpha = FILL_OPACITY;
      context.fillStyle = swatch.color;
      context.fill();
      context.globalAlpha = 1;
      context.lineWidth = 1.5;
      context.strokeStyle = swatch.outline ?? swatch.color;
      context.stroke();
      return;
    case 'line':
      context.beginPath();
      context.moveTo(2, 14);
      context.bezierCurveTo(7, 4, 12, 16, 18, 6);
      context.lineWidth = 2.5;
      context.lineCap = 'round';
      context.setLineDash(swatch.dashed ? [4, 3] : []);
      context.strokeStyle = swatch.color;
      context.stroke();
      return;
    case 'icon': {
      const icon = icons.get(swatch.url);
      if (icon) context.drawImage(icon, 1, 1, 18, 18);
      return;
    }
    case 'label':
      context.font = '600 13px Arial, sans-serif';
      context.textAlign = 'center';
      context.textBaseline = 'alphabetic';
      context.fillStyle = swatch.color;
      context.fillText('Aa', 10, 15);
      return;
  }
}
