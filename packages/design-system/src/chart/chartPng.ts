import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { saveFile } from '../files/saveFile';
import { DISTRICT_TIME_ZONE } from '@headgate/district-clock';

// Pixels per chart pixel: a crisp image on a high-density screen or in a report.
const PNG_SCALE = 2;

/** The file name of a saved chart (spec §9): its title and the Denver time it was saved. */
export function chartPngFileName(title: string, now: Date): string {
  const stamp = format(new TZDate(now.getTime(), DISTRICT_TIME_ZONE), 'yyyy-MM-dd HHmm');
  const safeTitle = title.replace(/[\\/:*?"<>|]+/g, ' ').trim();
  return `${safeTitle} ${stamp}.png`;
}

/**
 * Saves a drawn chart (its SVG element) as a PNG on the background colour, in the browser: no
 * export server is ever asked.
 */
export async function saveChartPng(
  svg: SVGSVGElement,
  { title, background }: { title: string; background: string },
): Promise<void> {
  const { width, height } = svg.getBoundingClientRect();
  const markup = new XMLSerializer().serializeToString(svg);
  const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * PNG_SCALE);
    canvas.height = Math.round(height * PNG_SCALE);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw the chart as an image.');
    context.fillStyle = background;
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!png) throw new Error('The chart could not be turned into an image.');
    saveFile(png, chartPngFileName(title, new Date()));
  } finally {
    URL.revokeObjectURL(url);
  }
}
