import { COLOR_BY_OPTIONS, DEFAULT_COLOR_BY, isColorBy } from './colorByOptions';
import {
  DEFAULT_LOCATION_COLOR,
  LOCATION_TYPE_PALETTE,
  locationTypeColors,
} from './locationColors';
import { oklchToHex } from './oklch';

const types = (count: number) => Array.from({ length: count }, (_, index) => `Type ${index + 1}`);
const HEX = /^#[0-9a-f]{6}$/;

/** Red, green and blue of a hex colour, 0..255. */
const channels = (color: string) =>
  [1, 3, 5].map((start) => parseInt(color.slice(start, start + 2), 16));
const distance = (one: string, other: string) => {
  const [a, b] = [channels(one), channels(other)];
  return Math.hypot(...a.map((value, index) => value - b[index]!));
};

describe('colour-by choices', () => {
  it('offers Default and Location Types, Default first', () => {
    expect(COLOR_BY_OPTIONS.map((option) => option.label)).toEqual(['Default', 'Location Types']);
    expect(DEFAULT_COLOR_BY).toBe('default');
    expect(isColorBy('locationTypes')).toBe(true);
    expect(isColorBy('Location Types')).toBe(false);
  });

  it("draws Default in the theme's blue", () => {
    expect(DEFAULT_LOCATION_COLOR).toBe('#336699');
  });
});

describe('LOCATION_TYPE_PALETTE', () => {
  it('holds 20 distinct colours', () => {
    expect(LOCATION_TYPE_PALETTE).toHaveLength(20);
    expect(new Set(LOCATION_TYPE_PALETTE).size).toBe(20);
    for (const color of LOCATION_TYPE_PALETTE) expect(color).toMatch(HEX);
  });
});

describe('locationTypeColors', () => {
  it('gives up to 20 types the fixed colours in order', () => {
    const colors = locationTypeColors(['Stream Gage', 'Well', 'Reservoir']);
    expect([...colors]).toEqual([
      ['Stream Gage', '#1f77b4'],
      ['Well', '#ff7f0e'],
      ['Reservoir', '#2ca02c'],
    ]);
    expect([...locationTypeColors(types(20)).values()]).toEqual(LOCATION_TYPE_PALETTE);
  });

  it('gives a repeated type one colour and counts it once', () => {
    const colors = locationTypeColors(['Well', 'Well', 'Ditch']);
    expect([...colors]).toEqual([
      ['Well', '#1f77b4'],
      ['Ditch', '#ff7f0e'],
    ]);
  });

  it('answers an empty map for no types', () => {
    expect(locationTypeColors([]).size).toBe(0);
  });

  it('spreads a gradient across more than 20 types, every colour distinct', () => {
    for (const count of [21, 35, 80]) {
      const colors = [...locationTypeColors(types(count)).values()];
      expect(colors).toHaveLength(count);
      expect(new Set(colors).size).toBe(count);
      for (const color of colors) expect(color).toMatch(HEX);
      expect(colors.some((color) => LOCATION_TYPE_PALETTE.includes(color))).toBe(false);
    }
  });

  it('keeps neighbouring gradient colours apart', () => {
    const colors = [...locationTypeColors(types(24)).values()];
    const gaps = colors.map((color, index) =>
      distance(color, colors[(index + 1) % colors.length]!),
    );
    expect(Math.min(...gaps)).toBeGreaterThan(15);
  });

  it('gives the same types the same colours every time', () => {
    expect([...locationTypeColors(types(30))]).toEqual([...locationTypeColors(types(30))]);
  });
});

describe('oklchToHex', () => {
  it.each([
    [1, 0, 0, '#ffffff'],
    [0, 0, 0, '#000000'],
    [0.627955, 0.257683, 29.2339, '#ff0000'],
    [0.86644, 0.294827, 142.4953, '#00ff00'],
    [0.452014, 0.313214, 264.052, '#0000ff'],
  ])('converts oklch(%p %p %p) to %p', (lightness, chroma, hue, expected) => {
    expect(oklchToHex(lightness, chroma, hue)).toBe(expected);
  });

  it('brings a colour outside sRGB into range by lowering its chroma', () => {
    const color = oklchToHex(0.9, 0.4, 264);
    expect(color).toMatch(HEX);
    const [red, green, blue] = channels(color);
    expect(blue).toBeGreaterThan(red!);
    expect(blue).toBeGreaterThan(green!);
  });
});
