import {
  cornersOfExtent,
  formatLonLat,
  formatZoom,
  lonLatOf,
  NO_VALUE,
  type ToLonLat,
} from './devToolsFormat';

// Spherical Mercator (EPSG:3857) to degrees, as OpenLayers' toLonLat does it.
const RADIUS = 6_378_137;
const toLonLat: ToLonLat = ([x = 0, y = 0]) => [
  (x / RADIUS) * (180 / Math.PI),
  (2 * Math.atan(Math.exp(y / RADIUS)) - Math.PI / 2) * (180 / Math.PI),
];
const fromLonLat = (lon: number, lat: number) => [
  (lon * Math.PI * RADIUS) / 180,
  RADIUS * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)),
];

describe('formatZoom', () => {
  it('shows two decimals', () => {
    expect(formatZoom(9)).toBe('9.00');
    expect(formatZoom(10.456)).toBe('10.46');
  });

  it.each([null, undefined, Number.NaN])('shows a dash for %s', (zoom) => {
    expect(formatZoom(zoom)).toBe(NO_VALUE);
  });
});

describe('formatLonLat', () => {
  it('shows longitude then latitude with five decimals', () => {
    expect(formatLonLat([-104.868857, 39.9224])).toBe('-104.86886, 39.92240');
    expect(formatLonLat([0, 0])).toBe('0.00000, 0.00000');
  });

  it('shows a dash when there is no position', () => {
    expect(formatLonLat(null)).toBe(NO_VALUE);
    expect(formatLonLat([Number.NaN, 1])).toBe(NO_VALUE);
  });
});

describe('lonLatOf', () => {
  it('converts a map coordinate to degrees', () => {
    const [lon, lat] = lonLatOf(fromLonLat(-104.868855, 39.9224), toLonLat);
    expect(lon).toBeCloseTo(-104.868855, 6);
    expect(lat).toBeCloseTo(39.9224, 6);
  });
});

describe('cornersOfExtent', () => {
  it('takes the southwest corner from the minimums and the northeast from the maximums', () => {
    const extent = [...fromLonLat(-105.5, 39.2), ...fromLonLat(-104.1, 40.3)];
    const { southWest, northEast } = cornersOfExtent(extent, toLonLat);
    expect(formatLonLat(southWest)).toBe('-105.50000, 39.20000');
    expect(formatLonLat(northEast)).toBe('-104.10000, 40.30000');
  });

  it('gives no numbers for an incomplete extent', () => {
    expect(formatLonLat(cornersOfExtent([], toLonLat).southWest)).toBe(NO_VALUE);
  });
});
