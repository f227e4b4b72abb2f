import { FEET_PER_MILE } from '../mapTools/imperialUnits';
import { parseBufferAmount, type BufferAmount } from './bufferAmount';
import {
  BUFFER_UNIT_ABBREVIATIONS,
  MAX_RADIUS_MILES,
  SQUARE_FEET_PER_ACRE,
  type BufferRow,
  type BufferUnits,
} from './bufferDefaults';

/** One ring to draw: which row asked for it, its colour, its outer radius and its label. */
export interface PlannedRing {
  row: number;
  color: string;
  radiusFeet: number;
  label: string;
}

// Made on first use, not as the module loads: a page's first Intl formatter loads the locale's
// data, a long task the map's first load need not pay for a tool not yet opened.
let amountFormat: Intl.NumberFormat | undefined;

function formatAmount(value: number): string {
  amountFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });
  return amountFormat.format(value);
}

const MAX_RADIUS_FEET = MAX_RADIUS_MILES * FEET_PER_MILE;

/**
 * The radius of a buffer in feet. Miles and feet are radii; acres are the area of the circle,
 * whose radius is the square root of the area in square feet over pi (spec/public-map.md §5).
 */
export function radiusInFeet(amount: number, units: BufferUnits): number {
  switch (units) {
    case 'miles':
      return amount * FEET_PER_MILE;
    case 'feet':
      return amount;
    case 'acres':
      return Math.sqrt((amount * SQUARE_FEET_PER_ACRE) / Math.PI);
  }
}

const tooLargeMessage = () =>
  `Too large to draw: a buffer reaches at most ${formatAmount(MAX_RADIUS_MILES)} miles from its centre.`;

/** A row's amount, read, with the largest radius the map draws applied. */
export function readBufferRow(row: BufferRow): BufferAmount {
  const amount = parseBufferAmount(row.amount);
  if (amount.kind === 'amount' && radiusInFeet(amount.value, row.units) > MAX_RADIUS_FEET)
    return { kind: 'invalid', message: tooLargeMessage() };
  return amount;
}

/**
 * The rings the rows ask for, from the centre outwards. Only rows that are on with an amount
 * above 0 are used (§5). The rows are ordered by radius so each ring can be the band between
 * its circle and the next smaller one, whatever order the rows were typed in; each keeps its
 * row's colour. A row as large as a smaller one's circle would leave an empty band and is left
 * out (the first row of that size stays).
 */
export function planBufferRings(rows: readonly BufferRow[]): PlannedRing[] {
  const used: PlannedRing[] = rows.flatMap((row, index) => {
    const amount = readBufferRow(row);
    if (!row.enabled || amount.kind !== 'amount' || amount.value <= 0) return [];
    return [
      {
        row: index,
        color: row.color,
        radiusFeet: radiusInFeet(amount.value, row.units),
        label: `${formatAmount(amount.value)} ${BUFFER_UNIT_ABBREVIATIONS[row.units]}`,
      },
    ];
  });
  used.sort((a, b) => a.radiusFeet - b.radiusFeet);
  const rings: PlannedRing[] = [];
  for (const ring of used) {
    const previous = rings.at(-1);
    if (!previous || !sameRadius(previous.radiusFeet, ring.radiusFeet)) rings.push(ring);
  }
  return rings;
}

// 0.25 mi and 1320 ft are the same circle; a relative tolerance absorbs the float arithmetic.
function sameRadius(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(a, b);
}
