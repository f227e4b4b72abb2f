import { readBbox, type LonLatBox } from './bbox';
import { readCrs, type SupportedCrs } from './crs';
import { readDatetime, type TimeWindow } from './datetime';
import { InvalidParameter } from './ogcRefusals';
import { readFormat, type OutputFormat } from './outputFormat';
import { readCursor, type ReadingsCursor } from './readingsCursor';

/** Items per page when the client does not say. */
export const DEFAULT_LIMIT = 100;
/** The most items one page holds; a larger `limit` is read as this (Part 1 allows it). */
export const MAX_LIMIT = 10_000;

/** What an `/items` request asks for, read and checked. */
export interface ItemsQuery {
  limit: number;
  offset: number;
  bbox: LonLatBox | undefined;
  crs: SupportedCrs;
  /** The properties to keep; undefined keeps them all. */
  properties: string[] | undefined;
  /** The property filters given, each a list of accepted values. */
  filters: Record<string, string[]>;
  format: OutputFormat;
  /** The readings' time window (`datetime`); open at both ends when absent. */
  datetime: TimeWindow;
  /** `sortby=-time`: each series newest first. */
  descending: boolean;
  /** Where a page of readings starts (`cursor` of a next or prev link). */
  cursor: ReadingsCursor | undefined;
}

/** What a collection lets a client ask of its items. */
export interface ItemsVocabulary {
  /** The properties its features carry, in order. */
  properties: readonly string[];
  /** The properties a client may filter on (`?parameter=flow_cfs,stage_ft`). */
  filters: readonly string[];
  /**
   * How its pages follow each other: by `offset` (a few hundred features), or by a `cursor` past
   * the last reading, which reads the index from there instead of skipping rows (readings).
   */
  paging: 'offset' | 'keyset';
}

const COMMON = ['f', 'limit', 'bbox', 'bbox-crs', 'crs', 'properties'];
const BY_PAGING = { offset: ['offset'], keyset: ['cursor', 'datetime', 'sortby'] } as const;

/** One value of a query parameter; a parameter given twice is refused, not guessed at. */
export function single(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new InvalidParameter(name, 'must be given once.');
  return value;
}

/** A comma-separated list of non-empty values. */
function list(name: string, value: string): string[] {
  const values = value.split(',').map((part) => part.trim());
  if (values.some((part) => part === '')) {
    throw new InvalidParameter(name, 'must be a comma-separated list without empty entries.');
  }
  return values;
}

function wholeNumber(name: string, value: string | undefined, fallback: number, min: number) {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min) {
    throw new InvalidParameter(name, `must be a whole number of at least ${min}.`);
  }
  return Number(value);
}

/**
 * Reads an `/items` query. A parameter the collection does not know is refused (Part 1 asks a
 * 400 for it), so a misspelt filter never answers the whole collection. Without `f`, the
 * request's `Accept` header chooses the encoding.
 */
export function readItemsQuery(
  query: Record<string, unknown>,
  vocabulary: ItemsVocabulary,
  accept?: string,
): ItemsQuery {
  const accepted = [...COMMON, ...BY_PAGING[vocabulary.paging], ...vocabulary.filters];
  for (const name of Object.keys(query)) {
    if (!accepted.includes(name)) {
      const known = accepted.join(', ');
      throw new InvalidParameter(name, `is not a parameter of this collection (known: ${known}).`);
    }
  }
  const properties = single(query, 'properties');
  const kept = properties === undefined ? undefined : list('properties', properties);
  const unknown = kept?.find((name) => !vocabulary.properties.includes(name));
  if (unknown !== undefined) {
    throw new InvalidParameter(
      'properties',
      `has no property "${unknown}" (known: ${vocabulary.properties.join(', ')}).`,
    );
  }
  const filters: Record<string, string[]> = {};
  for (const name of vocabulary.filters) {
    const value = single(query, name);
    if (value !== undefined) filters[name] = list(name, value);
  }
  return {
    limit: Math.min(wholeNumber('limit', single(query, 'limit'), DEFAULT_LIMIT, 1), MAX_LIMIT),
    offset: wholeNumber('offset', single(query, 'offset'), 0, 0),
    bbox: readBbox(single(query, 'bbox'), single(query, 'bbox-crs')),
    crs: readCrs('crs', single(query, 'crs')),
    properties: kept,
    filters,
    format: readFormat(single(query, 'f'), ['json', 'csv', 'html'], accept),
    datetime: readDatetimes(query.datetime),
    descending: readSortby(single(query, 'sortby')),
    cursor: readCursor(single(query, 'cursor')),
  };
}

/** `sortby`: only time, as `time`/`+time` (oldest first, the default) or `-time`. */
function readSortby(value: string | undefined): boolean {
  // A "+" a client did not escape arrives as a space.
  if (value === undefined || ['time', '+time', ' time'].includes(value)) return false;
  if (value === '-time') return true;
  throw new InvalidParameter('sortby', 'sorts by time only: time, +time or -time.');
}

/**
 * `datetime`, once, or several times meaning all of them: GDAL's OAPIF driver turns a filter
 * `time >= a AND time <= b` into `datetime=a/..&datetime=../b`, so the windows are intersected.
 */
function readDatetimes(value: unknown): TimeWindow {
  const values = value === undefined ? [] : Array.isArray(value) ? value : [value];
  const windows = values.map((each) => readDatetime(String(each)));
  const latest = (dates: (Date | undefined)[], pick: (a: number, b: number) => number) =>
    dates.reduce<Date | undefined>(
      (kept, date) => (!date ? kept : !kept ? date : new Date(pick(+kept, +date))),
      undefined,
    );
  return {
    start: latest(
      windows.map((each) => each.start),
      Math.max,
    ),
    end: latest(
      windows.map((each) => each.end),
      Math.min,
    ),
  };
}
