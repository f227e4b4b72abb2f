import { earthRadius } from '@turf/helpers';
import { FEET_PER_MILE } from '../mapTools/imperialUnits';
import type { BufferRow } from './bufferDefaults';
import { planBufferRings } from './bufferPlan';
import { bufferRings } from './bufferRings';

const CENTRE = { lat: 40.2672, lng: -104.778 };
const METRES_PER_FOOT = 0.3048;
type Ring = number[][];

const row = (amount: string, units: BufferRow['units'], color: string): BufferRow => ({
  color,
  amount,
  units,
  enabled: true,
});

const radians = (degrees: number) => (degrees * Math.PI) / 180;

// Area on the sphere, in square metres, the way turf's and OpenLayers' area functions take it.
function ringArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [lon1 = 0, lat1 = 0] = ring[i] ?? [];
    const [lon2 = 0, lat2 = 0] = ring[i + 1] ?? [];
    sum += radians(lon2 - lon1) * (2 + Math.sin(radians(lat1)) + Math.sin(radians(lat2)));
  }
  return Math.abs((sum * earthRadius * earthRadius) / 2);
}

function polygonArea([outer = [], ...holes]: Ring[]): number {
  return holes.reduce((area, hole) => area - ringArea(hole), ringArea(outer));
}

// Rays cast in degrees: fine for rings a few miles across.
function insideRing([x, y]: number[], ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (yi > y! !== yj > y! && x! < ((xj - xi) * (y! - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insidePolygon(point: number[], [outer = [], ...holes]: Ring[]): boolean {
  return insideRing(point, outer) && !holes.some((hole) => insideRing(point, hole));
}

/** The point `feet` north of the centre. */
function northOfCentre(feet: number): number[] {
  const degrees = ((feet * METRES_PER_FOOT) / earthRadius) * (180 / Math.PI);
  return [CENTRE.lng, CENTRE.lat + degrees];
}

const squareFeetToMetres = (squareFeet: number) => squareFeet * METRES_PER_FOOT ** 2;

function polygonOf(ring: ReturnType<typeof bufferRings>[number]): Ring[] {
  if (ring.geometry.type !== 'Polygon') throw new Error(`A ${ring.geometry.type}, not a band`);
  return ring.geometry.coordinates;
}

describe('bufferRings', () => {
  const plan = planBufferRings([row('0.25', 'miles', '#d2b48c'), row('0.5', 'miles', '#ff7f50')]);
  const [first, second] = bufferRings(CENTRE, plan);
  const r1 = 0.25 * FEET_PER_MILE;
  const r2 = 0.5 * FEET_PER_MILE;

  it('makes the first ring the full circle around the centre', () => {
    const polygon = polygonOf(first!);
    expect(polygon).toHaveLength(1);
    expect(polygonArea(polygon)).toBeCloseTo(squareFeetToMetres(Math.PI * r1 ** 2), -3);
    expect(insidePolygon([CENTRE.lng, CENTRE.lat], polygon)).toBe(true);
    expect(first!.properties).toEqual({
      order: 0,
      row: 0,
      color: '#d2b48c',
      label: '0.25 mi',
    });
  });

  it('makes a later ring its circle minus the previous circle', () => {
    const polygon = polygonOf(second!);
    expect(polygon).toHaveLength(2);
    const expected = squareFeetToMetres(Math.PI * (r2 ** 2 - r1 ** 2));
    expect(Math.abs(polygonArea(polygon) - expected) / expected).toBeLessThan(0.01);
    expect(insidePolygon([CENTRE.lng, CENTRE.lat], polygon)).toBe(false);
    expect(insidePolygon(northOfCentre(r1 * 0.95), polygon)).toBe(false);
    expect(insidePolygon(northOfCentre((r1 + r2) / 2), polygon)).toBe(true);
    expect(insidePolygon(northOfCentre(r2 * 1.05), polygon)).toBe(false);
    expect(second!.properties).toEqual({
      order: 1,
      row: 1,
      color: '#ff7f50',
      label: '0.5 mi',
    });
  });

  it('cuts each ring by the circle just inside it, so three rings do not overlap', () => {
    const rows = [
      row('0.5', 'miles', '#ff7f50'),
      row('200', 'acres', '#a67b5b'),
      row('0.25', 'miles', '#d2b48c'),
    ];
    const rings = bufferRings(CENTRE, planBufferRings(rows));
    expect(rings.map((ring) => ring.properties.label)).toEqual(['0.25 mi', '200 ac', '0.5 mi']);
    const acresRadius = Math.sqrt((200 * 43_560) / Math.PI);
    const outer = polygonOf(rings[2]!);
    expect(insidePolygon(northOfCentre(r1 * 0.5), outer)).toBe(false);
    expect(insidePolygon(northOfCentre((r1 + acresRadius) / 2), outer)).toBe(false);
    expect(insidePolygon(northOfCentre((acresRadius + r2) / 2), outer)).toBe(true);
    const total = rings.reduce((area, ring) => area + polygonArea(polygonOf(ring)), 0);
    const disc = squareFeetToMetres(Math.PI * r2 ** 2);
    expect(Math.abs(total - disc) / disc).toBeLessThan(0.01);
  });

  it('draws nothing without a planned ring', () => {
    expect(bufferRings(CENTRE, [])).toEqual([]);
  });
});
