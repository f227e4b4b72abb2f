import type { ExportLegendSection, ExportLegendEntry } from './exportLegend';

/** A rectangle on the page, in millimetres from the top-left corner. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A landscape A4 page in millimetres (spec/public-map.md §9). */
export const A4_LANDSCAPE = { width: 297, height: 210 } as const;

/** The page's blank edge. */
export const PRINT_MARGIN = 10;

/** Font sizes (points) and line heights (millimetres) of the report's text. */
export const PRINT_TEXT = {
  title: { size: 16, lineHeight: 7 },
  printedAt: { size: 9 },
  legendHeading: { size: 11 },
  legendGroup: { size: 7.5 },
  legendEntry: { size: 9 },
  scale: { size: 8 },
  footer: { size: 6.5, lineHeight: 2.8 },
} as const;

/** The legend column beside the map. */
const LEGEND_WIDTH = 62;
const COLUMN_GAP = 6;
const HEADER_GAP = 4;
const FOOTER_GAP = 4;
/** Room under the map for the scale bar and the scale. */
const SCALE_ROW_HEIGHT = 12;

/** Where each part of the Print Report page goes. */
export interface PrintLayout {
  /** Left edge and first baseline of the title lines. */
  title: { x: number; y: number; lineHeight: number };
  /** Right edge and baseline of 'Printed …', level with the first title line. */
  printedAt: { x: number; y: number };
  /** The map image, its proportions kept. */
  map: Box;
  /** Top-left of the scale bar, under the map. */
  scale: { x: number; y: number };
  legend: Box;
  /** Left edge, first baseline, width and line height of the small print. */
  footer: { x: number; y: number; width: number; lineHeight: number };
}

/** Page width inside the margins. */
export const PRINT_CONTENT_WIDTH = A4_LANDSCAPE.width - 2 * PRINT_MARGIN;

/** The widest `size` that fits in `box` with its proportions, at the box's top-left. */
export function fitInBox(size: { width: number; height: number }, box: Box): Box {
  const scale = Math.min(box.width / size.width, box.height / size.height);
  return { x: box.x, y: box.y, width: size.width * scale, height: size.height * scale };
}

/**
 * The page layout: the title (its `titleLines` lines) over the map with the legend column on its
 * right, the scale under the map, and `footerLines` lines of small print (attribution and
 * disclaimer) along the bottom. The map image of `image` proportions fills what is left.
 */
export function printLayout({
  image,
  titleLines,
  footerLines,
}: {
  image: { width: number; height: number };
  titleLines: number;
  footerLines: number;
}): PrintLayout {
  const { title, footer } = PRINT_TEXT;
  const titleBaseline = PRINT_MARGIN + title.lineHeight - 1;
  const bodyTop = PRINT_MARGIN + titleLines * title.lineHeight + HEADER_GAP;
  const footerTop = A4_LANDSCAPE.height - PRINT_MARGIN - footerLines * footer.lineHeight;
  const bodyBottom = footerTop - FOOTER_GAP;
  const mapArea: Box = {
    x: PRINT_MARGIN,
    y: bodyTop,
    width: PRINT_CONTENT_WIDTH - LEGEND_WIDTH - COLUMN_GAP,
    height: bodyBottom - bodyTop - SCALE_ROW_HEIGHT,
  };
  const map = fitInBox(image, mapArea);
  return {
    title: { x: PRINT_MARGIN, y: titleBaseline, lineHeight: title.lineHeight },
    printedAt: { x: A4_LANDSCAPE.width - PRINT_MARGIN, y: titleBaseline },
    map,
    scale: { x: map.x, y: map.y + map.height + 4 },
    legend: {
      x: mapArea.x + mapArea.width + COLUMN_GAP,
      y: bodyTop,
      width: LEGEND_WIDTH,
      height: bodyBottom - bodyTop,
    },
    footer: {
      x: PRINT_MARGIN,
      y: footerTop + footer.lineHeight - 0.6,
      width: PRINT_CONTENT_WIDTH,
      lineHeight: footer.lineHeight,
    },
  };
}

/** A line of the legend column at its baseline. */
export type LegendLine =
  { kind: 'group'; title: string; y: number } | ({ kind: 'entry'; y: number } & ExportLegendEntry);

/** How far apart a legend's lines are, baseline to baseline, in the drawing's unit. */
export interface LegendLineHeights {
  /** From the top of the box to the first group name's baseline (room for a heading). */
  heading: number;
  group: number;
  entry: number;
  /** Extra space before each group but the first. */
  groupGap: number;
}

/** The legend column's line heights on the page, in millimetres. */
export const LEGEND_LINE: LegendLineHeights = { heading: 10, group: 5, entry: 6, groupGap: 2 };

/**
 * A legend's lines from the top of `box` down: each legend group's name, then its entries. What
 * does not fit is counted in `left`; the last line's room is kept for saying '+ N more'.
 */
export function placeLegend(
  legend: readonly ExportLegendSection[],
  box: Box,
  heights: LegendLineHeights = LEGEND_LINE,
): { lines: LegendLine[]; left: number } {
  const lines: LegendLine[] = [];
  const bottom = box.y + box.height - heights.entry;
  let y = box.y + heights.heading - heights.group;
  let left = 0;
  for (const section of legend) {
    const groupY = y + (lines.length > 0 ? heights.groupGap : 0) + heights.group;
    if (left > 0 || groupY + heights.entry > bottom) {
      left += section.entries.length;
      continue;
    }
    lines.push({ kind: 'group', title: section.title, y: groupY });
    y = groupY;
    for (const entry of section.entries) {
      if (left > 0 || y + heights.entry > bottom) {
        left += 1;
        continue;
      }
      y += heights.entry;
      lines.push({ kind: 'entry', y, ...entry });
    }
  }
  return { lines, left };
}
