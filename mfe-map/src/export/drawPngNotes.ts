import { drawSwatch, type LegendIcons } from './drawSwatch';
import type { ExportLegendSection } from './exportLegend';
import { placeLegend, type LegendLineHeights } from './printLayout';
import type { ScaleBar } from './scaleBar';

// Sizes in CSS pixels; the drawing is scaled to the image's pixel ratio.
const EDGE = 12;
const PADDING = 10;
const SWATCH = 16;
const SWATCH_GAP = 8;
const MIN_WIDTH = 150;
const MAX_WIDTH = 320;
const SCALE_ROW = 26;
const LINES: LegendLineHeights = { heading: 34, group: 17, entry: 21, groupGap: 5 };
const ATTRIBUTION_LINE = 13;
const MAX_ATTRIBUTION_LINES = 3;

const INK = '#1f2933';
const MUTED = '#5f6b7a';
const PAPER = 'rgba(255, 255, 255, 0.92)';
const EDGE_LINE = 'rgba(0, 0, 0, 0.25)';
const FONT = 'Arial, sans-serif';

/** What the PNG says over the map: its legend, scale and sources. */
export interface PngNotes {
  legend: readonly ExportLegendSection[];
  icons: LegendIcons;
  /** In CSS pixels; null when no bar fits. */
  scaleBar: ScaleBar | null;
  attributions: readonly string[];
}

/** `text` shortened with an ellipsis to fit `width`. */
function fitted(context: CanvasRenderingContext2D, text: string, width: number): string {
  if (context.measureText(text).width <= width) return text;
  let end = text.length;
  while (end > 1 && context.measureText(`${text.slice(0, end)}…`).width > width) end -= 1;
  return `${text.slice(0, end)}…`;
}

/** `text` broken into lines at spaces to fit `width`; at most `maxLines`, the last shortened. */
function wrapped(
  context: CanvasRenderingContext2D,
  text: string,
  width: number,
  maxLines: number,
): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && context.measureText(candidate).width > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = fitted(context, `${kept[maxLines - 1]} ${lines[maxLines]}`, width);
  return kept;
}

/** Draws the sources along the bottom edge; gives the strip's height. */
function drawAttribution(
  context: CanvasRenderingContext2D,
  attributions: readonly string[],
  [width, height]: readonly [number, number],
): number {
  if (attributions.length === 0) return 0;
  context.font = `10px ${FONT}`;
  const lines = wrapped(
    context,
    attributions.join('; '),
    width - 2 * PADDING,
    MAX_ATTRIBUTION_LINES,
  );
  const strip = lines.length * ATTRIBUTION_LINE + 6;
  context.fillStyle = PAPER;
  context.fillRect(0, height - strip, width, strip);
  context.fillStyle = INK;
  context.textAlign = 'right';
  context.textBaseline = 'alphabetic';
  lines.forEach((line, index) =>
    context.fillText(
      line,
      width - PADDING,
      height - strip + 3 + (index + 1) * ATTRIBUTION_LINE - 3,
    ),
  );
  return strip;
}

function legendWidth(context: CanvasRenderingContext2D, notes: PngNotes, mapWidth: number): number {
  context.font = `bold 13px ${FONT}`;
  const widths = [context.measureText('Legend').width];
  context.font = `bold 10px ${FONT}`;
  for (const section of notes.legend)
    widths.push(context.measureText(section.title.toUpperCase()).width);
  context.font = `12px ${FONT}`;
  for (const section of notes.legend)
    for (const entry of section.entries)
      widths.push(SWATCH + SWATCH_GAP + context.measureText(entry.label).width);
  if (notes.scaleBar)
    widths.push(notes.scaleBar.length + 8 + context.measureText(notes.scaleBar.label).width);
  const natural = Math.max(...widths) + 2 * PADDING;
  return Math.min(Math.max(natural, MIN_WIDTH), MAX_WIDTH, mapWidth - 2 * EDGE);
}

function drawScaleBar(context: CanvasRenderingContext2D, bar: ScaleBar, x: number, y: number) {
  context.strokeStyle = INK;
  context.lineWidth = 1.5;
  context.beginPath();
  context.moveTo(x, y - 6);
  context.lineTo(x, y);
  context.lineTo(x + bar.length, y);
  context.lineTo(x + bar.length, y - 6);
  context.stroke();
  context.font = `11px ${FONT}`;
  context.fillStyle = INK;
  context.textAlign = 'left';
  context.fillText(bar.label, x + bar.length + 6, y);
}

/**
 * Draws the legend box in the image's bottom-left corner (the shown layer groups with their
 * swatches, then the scale bar) and the sources along the bottom edge. `size` is the map's CSS
 * size; the image is `pixelRatio` times larger.
 */
export function drawPngNotes(
  image: HTMLCanvasElement,
  notes: PngNotes,
  size: readonly [number, number],
  pixelRatio: number,
): void {
  const context = image.getContext('2d');
  if (!context) return;
  context.save();
  context.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  const strip = drawAttribution(context, notes.attributions, size);

  const width = legendWidth(context, notes, size[0]);
  const room = size[1] - strip - 2 * EDGE - 2 * PADDING - (notes.scaleBar ? SCALE_ROW : 0);
  const { lines, left } = placeLegend(notes.legend, { x: 0, y: 0, width, height: room }, LINES);
  const lastLine = lines.at(-1)?.y;
  // Room for '+ N more' under the last line, or for 'No layers shown' under the heading.
  const noteY = lastLine === undefined ? LINES.heading : lastLine + LINES.entry;
  const note = left > 0 ? `+ ${left} more` : lastLine === undefined ? 'No layers shown' : null;
  const listHeight = note ? noteY : (lastLine ?? LINES.heading);
  const height = listHeight + (notes.scaleBar ? SCALE_ROW : 0) + 2 * PADDING - 4;
  const x = EDGE;
  const y = size[1] - strip - EDGE - height;

  context.fillStyle = PAPER;
  context.strokeStyle = EDGE_LINE;
  context.lineWidth = 1;
  context.beginPath();
  context.roundRect(x + 0.5, y + 0.5, width, height, 6);
  context.fill();
  context.stroke();

  const textLeft = x + PADDING;
  const top = y + PADDING;
  const textWidth = width - 2 * PADDING;
  context.textAlign = 'left';
  context.textBaseline = 'alphabetic';
  context.fillStyle = INK;
  context.font = `bold 13px ${FONT}`;
  context.fillText('Legend', textLeft, top + 12);
  for (const line of lines) {
    if (line.kind === 'group') {
      context.font = `bold 10px ${FONT}`;
      context.fillStyle = MUTED;
      context.fillText(
        fitted(context, line.title.toUpperCase(), textWidth),
        textLeft,
        top + line.y,
      );
      continue;
    }
    drawSwatch(
      context,
      line.swatch,
      { x: textLeft, y: top + line.y - 12.5, size: SWATCH },
      notes.icons,
    );
    context.font = `12px ${FONT}`;
    context.fillStyle = INK;
    context.textAlign = 'left';
    const labelX = textLeft + SWATCH + SWATCH_GAP;
    context.fillText(
      fitted(context, line.label, textWidth - SWATCH - SWATCH_GAP),
      labelX,
      top + line.y,
    );
  }
  if (note) {
    context.font = `italic 11px ${FONT}`;
    context.fillStyle = MUTED;
    context.fillText(note, textLeft, top + noteY);
  }
  if (notes.scaleBar)
    drawScaleBar(context, notes.scaleBar, textLeft, top + listHeight + SCALE_ROW - 6);
  context.restore();
}
