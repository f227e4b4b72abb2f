import { MAX_INTEGER } from '@headgate/contracts';

/** One series (a location's parameter) over the half-open time window `[start, end)`. */
export interface SeriesWindow {
  locationNdx: number;
  parameterNdx: number;
  start: Date;
  end: Date;
}

/** One 15-minute reading. */
export interface Reading {
  collectTimestamp: Date;
  value: number;
}

const PG_INTEGER_MIN = -MAX_INTEGER - 1;
const PG_INTEGER_MAX = MAX_INTEGER;

/**
 * Throws a `RangeError` unless `value` fits an SQL `integer` key column: a non-integer would be
 * silently rounded or rejected deep inside the driver with a less helpful message.
 */
export function assertNdx(name: string, value: unknown): asserts value is number {
  if (
    typeof value !== 'number' ||
    !Number.isInteger(value) ||
    value < PG_INTEGER_MIN ||
    value > PG_INTEGER_MAX
  ) {
    throw new RangeError(`${name} must be an integer id, got ${String(value)}`);
  }
}

/** Throws a `RangeError` unless every entry of an optional id list is an integer id. */
export function assertNdxList(name: string, values: readonly number[] | undefined): void {
  if (values === undefined) return;
  if (!Array.isArray(values)) throw new RangeError(`${name} must be an array of integer ids`);
  values.forEach((value, index) => assertNdx(`${name}[${index}]`, value));
}

/** Throws a `RangeError` unless the window names one series and `start` is before `end`. */
export function assertSeriesWindow(window: SeriesWindow): void {
  assertNdx('locationNdx', window.locationNdx);
  assertNdx('parameterNdx', window.parameterNdx);
  assertInstant('start', window.start);
  assertInstant('end', window.end);
  if (window.start.getTime() >= window.end.getTime()) {
    throw new RangeError(
      `start (${window.start.toISOString()}) must be before end (${window.end.toISOString()})`,
    );
  }
}

function assertInstant(name: string, value: unknown): asserts value is Date {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) {
    throw new RangeError(`${name} must be a valid Date, got ${String(value)}`);
  }
}
