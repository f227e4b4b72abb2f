import type { jsPDF as JsPdf } from 'jspdf';
import type OlMap from 'ol/Map';
import { DISCLAIMER_TEXT } from '../disclaimer/disclaimerText';
import { saveFile } from '@headgate/design-system';
import { drawSwatch, type LegendIcons } from './drawSwatch';
import { exportFileName } from './exportFileName';
import { legendIconUrls, type ExportLegendSection } from './exportLegend';
import { districtTimestamp } from './exportTime';
import { loadLegendIcons } from './legendIcons';
import { snapshotMap, type MapSnapshot } from './mapSnapshot';
import {
  LEGEND_LINE,
  PRINT_CONTENT_WIDTH,
  PRINT_TEXT,
  placeLegend,
  printLayout,
  type Box,
  type PrintLayout,
} from './printLayout';
import { DEFAULT_REPORT_TITLE } from './reportTitle';
import { chooseScaleBar, formatScaleRatio } from './scaleBar';

const INK: [number, number, number] = [31, 41, 51];
const MUTED: [number, number, number] = [95, 107, 122];
const MAX_TITLE_LINES = 2;
const SCALE_BAR_MAX_MM = 50;
const SWATCH_MM = 4;
// Swatches go in as small images drawn like the PNG's, sharp enough for print.
const SWATCH_PIXELS = 64;
const JPEG_QUALITY = 0.92;

let pdfLibrary: Promise<typeof import('jspdf')> | null = null;

/**
 * Loads jsPDF (a chunk of its own, fetched only for Print PDF). The map starts this when the
 * Print Report dialog opens, so the library is there by the time the title is typed.
 */
export function loadPdfLibrary(): Promise<typeof import('jspdf')> {
  pdfLibrary ??= import('jspdf').catch((error: unknown) => {
    // A failed chunk load (a dropped connection) may succeed on the next try.
    pdfLibrary = null;
    throw error;
  });
  return pdfLibrary;
}

/** `lines` cut to `max`, the last one ending in an ellipsis when something was cut. */
function atMost(doc: JsPdf, lines: string[], max: number, width: number): string[] {
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  let last = `${kept[max - 1]}…`;
  while (last.length > 1 && doc.getTextWidth(last) > width) last = `${last.slice(0, -2)}…`;
  kept[max - 1] = last;
  return kept;
}

function setText(doc: JsPdf, size: number, style: 'normal' | 'bold' | 'italic', color = INK) {
  doc.setFont('helvetica', style);
  doc.setFontSize(size);
  doc.setTextColor(...color);
}

function drawScale(doc: JsPdf, snapshot: MapSnapshot, layout: PrintLayout) {
  const mmPerPixel = layout.map.width / snapshot.size[0];
  const bar = chooseScaleBar(snapshot.metresPerPixel / mmPerPixel, SCALE_BAR_MAX_MM);
  const { x, y } = layout.scale;
  let textX = x;
  setText(doc, PRINT_TEXT.scale.size, 'normal');
  if (bar) {
    doc.setDrawColor(...INK);
    doc.setLineWidth(0.35);
    doc.line(x, y, x, y + 2.5);
    doc.line(x, y + 2.5, x + bar.length, y + 2.5);
    doc.line(x + bar.length, y + 2.5, x + bar.length, y);
    doc.text(bar.label, x + bar.length + 2, y + 2.5);
    textX = x + bar.length + 2 + doc.getTextWidth(bar.label) + 6;
  }
  const ratio = formatScaleRatio(snapshot.metresPerPixel, mmPerPixel);
  doc.text(`Scale ${ratio} at the map centre`, textX, y + 2.5);
}

function swatchImage(swatch: Parameters<typeof drawSwatch>[1], icons: LegendIcons) {
  const canvas = document.createElement('canvas');
  canvas.width = SWATCH_PIXELS;
  canvas.height = SWATCH_PIXELS;
  const context = canvas.getContext('2d');
  if (context) drawSwatch(context, swatch, { x: 0, y: 0, size: SWATCH_PIXELS }, icons);
  return canvas;
}

function fitted(doc: JsPdf, text: string, width: number): string {
  return atMost(doc, doc.splitTextToSize(text, width) as string[], 1, width)[0] ?? '';
}

function drawLegend(
  doc: JsPdf,
  legend: readonly ExportLegendSection[],
  icons: LegendIcons,
  box: Box,
) {
  setText(doc, PRINT_TEXT.legendHeading.size, 'bold');
  doc.text('Legend', box.x, box.y + 4);
  const { lines, left } = placeLegend(legend, box);
  // Layer groups that look alike share one image in the file.
  const swatches = new Map<string, { image: HTMLCanvasElement; alias: string }>();
  for (const line of lines) {
    if (line.kind === 'group') {
      setText(doc, PRINT_TEXT.legendGroup.size, 'bold', MUTED);
      doc.text(fitted(doc, line.title.toUpperCase(), box.width), box.x, line.y);
      continue;
    }
    const key = JSON.stringify(line.swatch);
    let swatch = swatches.get(key);
    if (!swatch) {
      swatch = { image: swatchImage(line.swatch, icons), alias: `swatch-${swatches.size}` };
      swatches.set(key, swatch);
    }
    doc.addImage(swatch.image, 'PNG', box.x, line.y - 3.2, SWATCH_MM, SWATCH_MM, swatch.alias);
    setText(doc, PRINT_TEXT.legendEntry.size, 'normal');
    const labelX = box.x + SWATCH_MM + 2;
    doc.text(fitted(doc, line.label, box.x + box.width - labelX), labelX, line.y);
  }
  const note = left > 0 ? `+ ${left} more` : lines.length === 0 ? 'No layers shown' : null;
  if (note) {
    setText(doc, PRINT_TEXT.legendEntry.size, 'italic', MUTED);
    const last = lines.at(-1);
    doc.text(note, box.x, last ? last.y + LEGEND_LINE.entry : box.y + LEGEND_LINE.heading);
  }
}

/**
 * Print PDF (spec/public-map.md §2, §4, §9): one landscape A4 page with the title, the time it
 * was printed (Denver), the map as shown, its scale, the legend of the shown layer groups, the
 * map's sources and the disclaimer, downloaded as `<title>-YYYY-MM-DD.pdf`. jsPDF's own
 * Helvetica is used, so nothing is fetched.
 */
export async function printPdf(
  map: OlMap,
  legend: readonly ExportLegendSection[],
  title: string,
  now = new Date(),
): Promise<void> {
  const [{ jsPDF }, snapshot, icons] = await Promise.all([
    loadPdfLibrary(),
    snapshotMap(map),
    loadLegendIcons(legendIconUrls(legend)),
  ]);
  const doc = new jsPDF({ orientation: 'landscape', unit: 'mm', format: 'a4' });
  const shownTitle = title.trim() || DEFAULT_REPORT_TITLE;
  const printedAt = `Printed ${districtTimestamp(now)}`;
  doc.setProperties({ title: shownTitle, creator: 'Headgate' });

  setText(doc, PRINT_TEXT.printedAt.size, 'normal');
  const titleWidth = PRINT_CONTENT_WIDTH - doc.getTextWidth(printedAt) - 8;
  setText(doc, PRINT_TEXT.title.size, 'bold');
  const titleLines = atMost(
    doc,
    doc.splitTextToSize(shownTitle, titleWidth) as string[],
    MAX_TITLE_LINES,
    titleWidth,
  );
  setText(doc, PRINT_TEXT.footer.size, 'normal', MUTED);
  const footerLines = [
    ...(snapshot.attributions.length > 0
      ? (doc.splitTextToSize(
          `Map data: ${snapshot.attributions.join('; ')}`,
          PRINT_CONTENT_WIDTH,
        ) as string[])
      : []),
    ...(doc.splitTextToSize(`Disclaimer: ${DISCLAIMER_TEXT}`, PRINT_CONTENT_WIDTH) as string[]),
  ];
  const layout = printLayout({
    image: { width: snapshot.image.width, height: snapshot.image.height },
    titleLines: titleLines.length,
    footerLines: footerLines.length,
  });

  setText(doc, PRINT_TEXT.title.size, 'bold');
  titleLines.forEach((line, index) =>
    doc.text(line, layout.title.x, layout.title.y + index * layout.title.lineHeight),
  );
  setText(doc, PRINT_TEXT.printedAt.size, 'normal', MUTED);
  doc.text(printedAt, layout.printedAt.x, layout.printedAt.y, { align: 'right' });

  const { map: mapBox } = layout;
  const jpeg = snapshot.image.toDataURL('image/jpeg', JPEG_QUALITY);
  doc.addImage(jpeg, 'JPEG', mapBox.x, mapBox.y, mapBox.width, mapBox.height);
  doc.setDrawColor(...MUTED);
  doc.setLineWidth(0.2);
  doc.rect(mapBox.x, mapBox.y, mapBox.width, mapBox.height);

  drawScale(doc, snapshot, layout);
  drawLegend(doc, legend, icons, layout.legend);

  setText(doc, PRINT_TEXT.footer.size, 'normal', MUTED);
  footerLines.forEach((line, index) =>
    doc.text(line, layout.footer.x, layout.footer.y + index * layout.footer.lineHeight),
  );

  saveFile(doc.output('blob'), exportFileName('pdf', now, title));
}
