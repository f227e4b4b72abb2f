import { InvalidParameter } from './ogcRefusals';

/** Where a page of readings starts: just past (or before) this reading, in the series order. */
export interface ReadingsCursor {
  direction: 'next' | 'prev';
  locationNdx: number;
  parameterNdx: number;
  /** The reading's time as the table keys it: an ISO instant or a calendar day. */
  time: string;
}

/** The opaque `cursor` a next or prev link carries. */
export function writeCursor(cursor: ReadingsCursor): string {
  const { direction, locationNdx, parameterNdx, time } = cursor;
  return Buffer.from(JSON.stringify([direction, locationNdx, parameterNdx, time])).toString(
    'base64url',
  );
}

/** Reads a `cursor` this API wrote; anything else is a 400 naming it. */
export function readCursor(value: string | undefined): ReadingsCursor | undefined {
  if (value === undefined) return undefined;
  try {
    const [direction, locationNdx, parameterNdx, time] = JSON.parse(
      Buffer.from(value, 'base64url').toString('utf8'),
    ) as unknown[];
    if (
      (direction === 'next' || direction === 'prev') &&
      Number.isInteger(locationNdx) &&
      Number.isInteger(parameterNdx) &&
      typeof time === 'string' &&
      !Number.isNaN(Date.parse(time))
    ) {
      return {
        direction,
        locationNdx: locationNdx as number,
        parameterNdx: parameterNdx as number,
        time,
      };
    }
  } catch {
    // Falls through to the refusal: the value was not one of our cursors.
  }
  throw new InvalidParameter(
    'cursor',
    'is not a cursor of this API: follow the next and prev links.',
  );
}
