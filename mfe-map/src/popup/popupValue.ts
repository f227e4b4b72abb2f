import { tz } from '@date-fns/tz';
import { format, isValid, parseISO } from 'date-fns';
import { DATE_FORMAT, DISTRICT_TIME_ZONE, TIMESTAMP_FORMAT } from '@headgate/district-clock';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const NULL_LIKE_TEXT = new Set(['', 'null', 'undefined', 'n/a']);
const WEB_ADDRESS = /^https?:\/\/\S+$/i;

/**
 * True for a value that says nothing: null, undefined, NaN, an empty list, or text that is empty
 * or reads "null", "undefined" or "N/A" (sources write missing values all these ways).
 */
export function isNullLike(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return Number.isNaN(value);
  if (typeof value === 'string') return NULL_LIKE_TEXT.has(value.trim().toLowerCase());
  if (Array.isArray(value)) return value.every(isNullLike);
  return false;
}

/**
 * An ISO timestamp as `MM/DD/YYYY, h:mm a` in America/Denver (spec/public-map.md §9); a timestamp
 * without an offset is taken as Denver time. Null when the text is not a date.
 */
export function formatTimestamp(text: string): string | null {
  const date = parseISO(text, { in: tz(DISTRICT_TIME_ZONE) });
  if (!isValid(date)) return null;
  return format(date, DATE_ONLY.test(text) ? DATE_FORMAT : TIMESTAMP_FORMAT);
}

/**
 * How a property value reads in the popup: booleans as Yes/No, ISO dates and timestamps in the
 * map's format and time zone, lists joined with commas; null for a null-like value.
 */
export function popupValueText(value: unknown): string | null {
  if (isNullLike(value)) return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') {
    const text = value.trim();
    const isDate = TIMESTAMP.test(text) || DATE_ONLY.test(text);
    return (isDate && formatTimestamp(text)) || text;
  }
  if (Array.isArray(value)) {
    return value
      .map(popupValueText)
      .filter((item) => item !== null)
      .join(', ');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The address a value links to, when the value is a web address. */
export function popupValueHref(text: string): string | undefined {
  return WEB_ADDRESS.test(text) ? text : undefined;
}
