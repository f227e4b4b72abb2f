import type { ExportLegendSection } from './exportLegend';
import {
  A4_LANDSCAPE,
  fitInBox,
  LEGEND_LINE,
  placeLegend,
  PRINT_MARGIN,
  printLayout,
  type Box,
} from './printLayout';

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 1e-9 &&
  inner.y >= outer.y - 1e-9 &&
  inner.x + inner.width <= outer.x + outer.width + 1e-9 &&
  inner.y + inner.height <= outer.y + outer.height + 1e-9;

const PAGE_INSIDE_MARGINS: Box = {
  x: PRINT_MARGIN,
  y: PRINT_MARGIN,
  width: A4_LANDSCAPE.width - 2 * PRINT_MARGIN,
  height: A4_LANDSCAPE.height - 2 * PRINT_MARGIN,
};

describe('fitInBox', () => {
  const box = { x: 10, y: 20, width: 200, height: 100 };

  it('fills the width of a wide image, keeping its proportions', () => {
    expect(fitInBox({ width: 1600, height: 400 }, box)).toEqual({
      x: 10,
      y: 20,
      width: 200,
      height: 50,
    });
  });

  it('fills the height of a tall image', () => {
    expect(fitInBox({ width: 300, height: 600 }, box)).toEqual({
      x: 10,
      y: 20,
      width: 50,
      height: 100,
    });
  });
});

describe('printLayout', () => {
  const layout = printLayout({
    image: { width: 1135, height: 700 },
    titleLines: 1,
    footerLines: 5,
  });

  it('keeps the map and the legend inside the margins, side by side', () => {
    expect(inside(layout.map, PAGE_INSIDE_MARGINS)).toBe(true);
    expect(inside(layout.legend, PAGE_INSIDE_MARGINS)).toBe(true);
    expect(layout.legend.x).toBeGreaterThan(layout.map.x + layout.map.width);
    expect(layout.map.width / layout.map.height).toBeCloseTo(1135 / 700, 6);
  });

  it('puts the title above the map, the scale under it and the small print below both', () => {
    expect(layout.title.y).toBeLessThan(layout.map.y);
    expect(layout.printedAt).toEqual({ x: A4_LANDSCAPE.width - PRINT_MARGIN, y: layout.title.y });
    expect(layout.scale.y).toBeGreaterThan(layout.map.y + layout.map.height);
    expect(layout.footer.y).toBeGreaterThan(layout.scale.y + 5);
    expect(layout.footer.y).toBeGreaterThan(layout.legend.y + layout.legend.height);
    const lastFooterLine = layout.footer.y + 4 * layout.footer.lineHeight;
    expect(lastFooterLine).toBeLessThanOrEqual(A4_LANDSCAPE.height - PRINT_MARGIN);
  });

  it('gives a longer title and more small print their room', () => {
    // A squarish map fills the height, so what the text takes shows in the map's size.
    const image = { width: 900, height: 800 };
    const roomy = printLayout({ image, titleLines: 1, footerLines: 5 });
    const crowded = printLayout({ image, titleLines: 2, footerLines: 8 });
    expect(crowded.map.y).toBeGreaterThan(roomy.map.y);
    expect(crowded.map.height).toBeLessThan(roomy.map.height);
    expect(crowded.scale.y + 8).toBeLessThan(crowded.footer.y);
  });
});

describe('placeLegend', () => {
  const swatch = { kind: 'label', color: '#000' } as const;
  const section = (title: string, count: number): ExportLegendSection => ({
    title,
    entries: Array.from({ length: count }, (_, index) => ({ label: `${title} ${index}`, swatch })),
  });

  it('lists each group’s name and then its entries, going down', () => {
    const { lines, left } = placeLegend([section('Locations', 2), section('Hydrology', 1)], {
      x: 0,
      y: 0,
      width: 60,
      height: 150,
    });
    expect(left).toBe(0);
    expect(lines.map((line) => (line.kind === 'group' ? line.title : line.label))).toEqual([
      'Locations',
      'Locations 0',
      'Locations 1',
      'Hydrology',
      'Hydrology 0',
    ]);
    const ys = lines.map((line) => line.y);
    expect([...ys].sort((a, b) => a - b)).toEqual(ys);
  });

  it('counts what does not fit', () => {
    const box = { x: 0, y: 0, width: 60, height: 60 };
    const { lines, left } = placeLegend([section('Locations', 20), section('CDSS', 3)], box);
    const shown = lines.filter((line) => line.kind === 'entry').length;
    expect(shown).toBeGreaterThan(0);
    expect(shown + left).toBe(23);
    expect(Math.max(...lines.map((line) => line.y))).toBeLessThanOrEqual(
      box.height - LEGEND_LINE.entry,
    );
  });
});
