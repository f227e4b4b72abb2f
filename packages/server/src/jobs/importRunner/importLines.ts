import { parseLocalTime, readingInstant, type DaylightOffsetOption } from './readingTime';

/** How a configuration reads the lines of its files (spec §3 import fields). */
export interface LineFormat {
  delimiter: string;
  headerRows: number;
  /** At most this many fields on a line (0 or null: any number). */
  fieldCount: number | null;
  /** 1-based column positions; no time column when the date field holds the time too. */
  dateColumn: number;
  timeColumn: number | null;
  valueColumn: number;
  daylightOffset: DaylightOffsetOption;
  convert: (value: number) => number;
}

export interface ParsedReading {
  at: Date;
  value: number;
}

export interface LineReject {
  line: number;
  reason: string;
}

/**
 * One line of a file as a reading, or why it is not one. Blank lines are neither (null).
 */
export function readLine(text: string, format: LineFormat): ParsedReading | string | null {
  if (!text.trim()) return null;
  const fields = text
    .split(format.delimiter)
    .map((field) => field.trim().replace(/^"(.*)"$/, '$1'));
  if (format.fieldCount && fields.length > format.fieldCount) {
    return `${fields.length} fields, more than the ${format.fieldCount} configured`;
  }
  const needed = Math.max(format.dateColumn, format.timeColumn ?? 0, format.valueColumn);
  if (fields.length < needed) return `${fields.length} fields, column ${needed} is missing`;
  const local = parseLocalTime(
    fields[format.dateColumn - 1]!,
    format.timeColumn ? fields[format.timeColumn - 1]! : null,
  );
  if (typeof local === 'string') return local;
  const at = readingInstant(local, format.daylightOffset);
  if (typeof at === 'string') return at;
  const raw = fields[format.valueColumn - 1]!;
  const value = Number(raw);
  if (raw === '' || !Number.isFinite(value)) return `"${raw}" is not a number`;
  return { at, value: format.convert(value) };
}
