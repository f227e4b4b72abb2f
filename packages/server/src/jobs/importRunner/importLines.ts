import { parseLocalTime, type DaylightOffsetOption, type LocalTime } from './readingTime';

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

/** Why a line is not a reading; `fieldCount` when its fields do not fit the configuration. */
export interface LineProblem {
  reason: string;
  fieldCount: boolean;
}

/**
 * One line of a file as a reading, or why it is not one. Blank lines are neither (null).
 * `toInstant` is the file's clock (`fileClock`), which reads the lines in order.
 */
export function readLine(
  text: string,
  format: LineFormat,
  toInstant: (local: LocalTime) => Date | string,
): ParsedReading | LineProblem | null {
  if (!text.trim()) return null;
  const fields = text
    .split(format.delimiter)
    .map((field) => field.trim().replace(/^"(.*)"$/, '$1'));
  if (format.fieldCount && fields.length > format.fieldCount) {
    return {
      reason: `${fields.length} fields, more than the ${format.fieldCount} configured`,
      fieldCount: true,
    };
  }
  const needed = Math.max(format.dateColumn, format.timeColumn ?? 0, format.valueColumn);
  if (fields.length < needed) {
    return { reason: `${fields.length} fields, column ${needed} is missing`, fieldCount: true };
  }
  const local = parseLocalTime(
    fields[format.dateColumn - 1]!,
    format.timeColumn ? fields[format.timeColumn - 1]! : null,
  );
  if (typeof local === 'string') return { reason: local, fieldCount: false };
  const at = toInstant(local);
  if (typeof at === 'string') return { reason: at, fieldCount: false };
  const raw = fields[format.valueColumn - 1]!;
  const value = Number(raw);
  if (raw === '' || !Number.isFinite(value)) {
    return { reason: `"${raw}" is not a number`, fieldCount: false };
  }
  return { at, value: format.convert(value) };
}
