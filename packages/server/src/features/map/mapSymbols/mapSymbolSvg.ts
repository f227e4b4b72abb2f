import type { MapSymbolQuery } from '@headgate/contracts';

const withHash = (color: string) => (color.startsWith('#') ? color : `#${color}`);

/** The outline of each shape in a 100 × 100 box. */
const SHAPES: Record<MapSymbolQuery['shape'], string> = {
  circle: '<circle cx="50" cy="50" r="44"/>',
  square: '<rect x="8" y="8" width="84" height="84"/>',
  triangle: '<polygon points="50,6 94,90 6,90"/>',
  diamond: '<polygon points="50,4 96,50 50,96 4,50"/>',
  star: '<polygon points="50,4 61,38 96,38 68,59 78,94 50,73 22,94 32,59 4,38 39,38"/>',
  cross: '<polygon points="36,6 64,6 64,36 94,36 94,64 64,64 64,94 36,94 36,64 6,64 6,36 36,36"/>',
};

/** A map symbol as SVG: the shape filled and outlined, scaled to the requested size. */
export function mapSymbolSvg({
  shape,
  color,
  strokeColor,
  strokeWidth,
  width,
  height,
}: MapSymbolQuery): string {
  // The stroke is given in pixels; the drawing is in a 100-unit box.
  const stroke = (strokeWidth * 100) / Math.min(width, height);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 100">` +
    `<g fill="${withHash(color)}" stroke="${withHash(strokeColor)}" stroke-width="${stroke.toFixed(2)}">${SHAPES[shape]}</g></svg>`
  );
}
