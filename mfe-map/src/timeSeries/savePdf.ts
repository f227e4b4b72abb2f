import type { ChartDrawing } from './TimeSeriesChart';
import { saveFile } from '@headgate/design-system';

// A4 landscape in millimetres (spec/public-map.md §9: PDF in landscape A4).
const PAGE_WIDTH_MM = 297;
const PAGE_HEIGHT_MM = 210;
const MARGIN_MM = 12;
// Pixels per chart pixel on the canvas: sharp enough for print.
const CANVAS_SCALE = 3;

/** The drawing as a PNG data URL, painted on white. */
async function pngOf({ svg, width, height }: ChartDrawing): Promise<string> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width * CANVAS_SCALE;
    canvas.height = height * CANVAS_SCALE;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw the chart for the PDF.');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/png');
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * Saves the chart as a landscape A4 PDF with the panel's title and window above it. jsPDF loads
 * on first use and everything happens in the browser.
 */
export async function saveChartPdf({
  drawing,
  title,
  subtitle,
  fileName,
}: {
  drawing: ChartDrawing;
  title: string;
  subtitle: string;
  fileName: string;
}): Promise<void> {
  const [{ jsPDF }, png] = await Promise.all([import('jspdf'), pngOf(drawing)]);
  const pdf = new jsPDF({ orientation: 'landscape', unit: 'mm', format: 'a4' });
  pdf.setFontSize(16);
  pdf.text(title, MARGIN_MM, MARGIN_MM + 6);
  pdf.setFontSize(11);
  pdf.setTextColor(90);
  pdf.text(subtitle, MARGIN_MM, MARGIN_MM + 13);
  const top = MARGIN_MM + 20;
  const maxWidth = PAGE_WIDTH_MM - 2 * MARGIN_MM;
  const maxHeight = PAGE_HEIGHT_MM - top - MARGIN_MM;
  const scale = Math.min(maxWidth / drawing.width, maxHeight / drawing.height);
  const width = drawing.width * scale;
  // Compressed: jsPDF stores a PNG's pixels raw otherwise (megabytes for one chart).
  const x = (PAGE_WIDTH_MM - width) / 2;
  pdf.addImage(png, 'PNG', x, top, width, drawing.height * scale, undefined, 'FAST');
  saveFile(pdf.output('blob'), fileName);
}
