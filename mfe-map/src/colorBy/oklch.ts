// OKLCH → sRGB (Björn Ottosson's OKLab, https://bottosson.github.io/posts/oklab/). Written out
// here rather than taken from a colour library: the one conversion is a few lines, while culori's
// tree-shakeable entry is ESM-only (Jest here loads node_modules as CommonJS) and its full
// bundle is 23 KB gzip.

type Rgb = [number, number, number];

function linearSrgb(lightness: number, chroma: number, hueDegrees: number): Rgb {
  const hue = (hueDegrees * Math.PI) / 180;
  const a = chroma * Math.cos(hue);
  const b = chroma * Math.sin(hue);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

const inGamut = (rgb: Rgb) => rgb.every((channel) => channel >= -1e-6 && channel <= 1 + 1e-6);

function gammaEncode(channel: number): number {
  const clamped = Math.min(1, Math.max(0, channel));
  return clamped <= 0.0031308 ? 12.92 * clamped : 1.055 * clamped ** (1 / 2.4) - 0.055;
}

const hex = (channel: number) =>
  Math.round(gammaEncode(channel) * 255)
    .toString(16)
    .padStart(2, '0');

/**
 * The `#rrggbb` of an OKLCH colour. A colour outside sRGB keeps its lightness and hue and loses
 * chroma until it fits, so neighbouring hues stay as evenly spaced as the screen allows.
 */
export function oklchToHex(lightness: number, chroma: number, hueDegrees: number): string {
  let rgb = linearSrgb(lightness, chroma, hueDegrees);
  if (!inGamut(rgb)) {
    let low = 0;
    let high = chroma;
    for (let step = 0; step < 24; step++) {
      const middle = (low + high) / 2;
      if (inGamut(linearSrgb(lightness, middle, hueDegrees))) low = middle;
      else high = middle;
    }
    rgb = linearSrgb(lightness, low, hueDegrees);
  }
  return `#${rgb.map(hex).join('')}`;
}
