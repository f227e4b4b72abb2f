// Renders the Basemaps section's previews (one SVG per basemap) from the offline basemap's own
// GeoJSON and palettes, so the previews show what the map draws and need no network:
//   node --import tsx mfe-map/src/basemaps/previews/renderBasemapPreviews.ts
import fs from 'node:fs';
import path from 'node:path';
import type { BasemapId, BasemapLayerId, FeatureCollection } from '@headgate/contracts';
import { OFFLINE_LOOKS, type OfflineLook } from '../offline/offlineLooks';

type Position = number[];
type Feature = FeatureCollection['features'][number];
type Geometry = Feature['geometry'];

const BASEMAP_DIR = path.resolve(
  import.meta.dirname,
  '../../../../packages/server/demo-data/basemap',
);
const WIDTH = 160;
const HEIGHT = 120;
// The District 2 area with the state's north-east corner, so land, border and beyond all show.
const CENTER: Position = [-104.35, 40.25];
const SPAN_DEGREES = 4.4;
// Points closer than this (in preview pixels) to the last kept one add nothing visible.
const MIN_STEP_PX = 1.5;

/** Satellite has no offline look; its preview suggests imagery in the same geometry. */
const SATELLITE_LOOK: OfflineLook = {
  outside: '#39402f',
  land: '#5d6b45',
  urban: '#9a9285',
  water: '#1c3b4f',
  river: '#2c5875',
  waterLabel: '#ffffff',
  county: 'rgba(255,255,255,0.25)',
  countyLabel: '#ffffff',
  district: 'rgba(255,255,255,0)',
  railroad: 'rgba(255,255,255,0)',
  border: '#f3ecd2',
  borderGlow: '#6b7a50',
  placeDot: '#ffffff',
  label: '#ffffff',
  labelHalo: '#000000',
};

const mercator = ([lon, lat]: Position): [number, number] => [
  (lon! * Math.PI) / 180,
  Math.log(Math.tan(Math.PI / 4 + (lat! * Math.PI) / 360)),
];
const [centerX, centerY] = mercator(CENTER);
const scale = WIDTH / ((SPAN_DEGREES * Math.PI) / 180);
const toPixel = (position: Position): [number, number] => {
  const [x, y] = mercator(position);
  return [WIDTH / 2 + (x - centerX) * scale, HEIGHT / 2 - (y - centerY) * scale];
};

function read(layer: BasemapLayerId): Feature[] {
  const file = path.join(BASEMAP_DIR, `${layer}.geojson`);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as FeatureCollection).features;
}

const MARGIN_PX = 8;
const outside = ([x, y]: [number, number]) =>
  x < -MARGIN_PX || x > WIDTH + MARGIN_PX || y < -MARGIN_PX || y > HEIGHT + MARGIN_PX;
const clamp = ([x, y]: [number, number]): [number, number] => [
  Math.min(Math.max(x, -MARGIN_PX), WIDTH + MARGIN_PX),
  Math.min(Math.max(y, -MARGIN_PX), HEIGHT + MARGIN_PX),
];

/**
 * SVG path data of the visible part of a filled ring (clamped to the frame, which fills the
 * same) or of a stroked line or outline (cut where it leaves the frame).
 */
function pathOf(positions: Position[], ring: boolean): string {
  if (ring && positions.map(toPixel).every(outside)) return '';
  const runs: [number, number][][] = [[]];
  let previous: [number, number] | undefined;
  for (const position of positions) {
    const pixel = toPixel(position);
    if (!ring && previous && outside(previous) && outside(pixel)) runs.push([]);
    previous = pixel;
    const point = ring ? clamp(pixel) : pixel;
    const run = runs[runs.length - 1]!;
    const last = run[run.length - 1];
    if (!last || Math.hypot(point[0] - last[0], point[1] - last[1]) >= MIN_STEP_PX) run.push(point);
  }
  return runs
    .filter((run) => run.length >= 2 && !run.every(outside))
    .map((run) => {
      const [first, ...rest] = run.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`);
      return `M${first}L${rest.join(' ')}${ring ? 'Z' : ''}`;
    })
    .join('');
}

function linesOf({ type, coordinates }: Geometry): Position[][] {
  switch (type) {
    case 'Polygon':
    case 'MultiLineString':
      return coordinates as Position[][];
    case 'MultiPolygon':
      return (coordinates as Position[][][]).flat();
    case 'LineString':
      return [coordinates as Position[]];
    default:
      return [];
  }
}

function shapes(layer: BasemapLayerId, attributes: string, filled: boolean): string {
  const d = read(layer)
    .flatMap((feature) => linesOf(feature.geometry).map((line) => pathOf(line, filled)))
    .join('');
  return d ? `<path d="${d}" ${attributes}/>` : '';
}

function riverPaths(look: OfflineLook): string {
  return read('rivers')
    .map((feature) => {
      const order = (feature.properties?.streamOrder as number | null) ?? 6;
      const d = linesOf(feature.geometry)
        .map((line) => pathOf(line, false))
        .join('');
      return d
        ? `<path d="${d}" fill="none" stroke="${look.river}" stroke-width="${(order * 0.22).toFixed(2)}" stroke-linecap="round"/>`
        : '';
    })
    .join('');
}

function towns(look: OfflineLook): string {
  return read('places')
    .filter((feature) => (feature.properties?.rank as number) <= 2)
    .map((feature) => {
      const [x, y] = toPixel(feature.geometry.coordinates as Position);
      if (x < 0 || x > WIDTH || y < 0 || y > HEIGHT) return '';
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="2" fill="${look.placeDot}" stroke="${look.labelHalo}" stroke-width="0.8"/>`;
    })
    .join('');
}

function preview(look: OfflineLook): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${look.outside}"/>`,
    shapes('state', `fill="${look.land}"`, true),
    shapes('state', `fill="none" stroke="${look.borderGlow}" stroke-width="5"`, false),
    shapes('urban-areas', `fill="${look.urban}"`, true),
    shapes(
      'water-districts',
      `fill="none" stroke="${look.district}" stroke-width="0.8" stroke-dasharray="3 2"`,
      false,
    ),
    shapes(
      'counties',
      `fill="none" stroke="${look.county}" stroke-width="0.6" stroke-dasharray="2 1.5"`,
      false,
    ),
    shapes('lakes', `fill="${look.water}"`, true),
    riverPaths(look),
    shapes(
      'railroads',
      `fill="none" stroke="${look.railroad}" stroke-width="0.6" stroke-dasharray="2 1"`,
      false,
    ),
    shapes('state', `fill="none" stroke="${look.border}" stroke-width="1.4"`, false),
    towns(look),
    '</svg>',
    '',
  ].join('');
}

const looks: Record<BasemapId, OfflineLook> = { ...OFFLINE_LOOKS, satellite: SATELLITE_LOOK };
for (const [id, look] of Object.entries(looks)) {
  const file = path.join(import.meta.dirname, `${id}.svg`);
  fs.writeFileSync(file, preview(look));
  process.stdout.write(`${path.relative(process.cwd(), file)}: ${fs.statSync(file).size} bytes\n`);
}
