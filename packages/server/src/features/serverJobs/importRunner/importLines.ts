import type { FileRecord } from './fileRecords';
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

/**
 * Why a line is not a reading; `fieldCount` when it cannot be split into the configured fields
 * (too many or too few, or quotes that cannot be read), which points at the configuration.
 */
export interface LineProblem {
  reason: string;
  fieldCount: boolean;
}

/** Digits grouped in threes by commas, as spreadsheets write them ("1,234.5"). */
const GROUPED_NUMBER = /^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/;

/** A field as the number it writes, or NaN. */
function readNumber(field: string): number {
  if (field === '') return NaN;
  return Number(GROUPED_NUMBER.test(field) ? field.replaceAll(',', '') : field);
}

/**
 * One record of a file as a reading, or why it is not one. Blank records are neither (null).
 * `toInstant` is the file's clock (`fileClock`), which reads the records in order.
 */
export function readRecord(
  record: FileRecord,
  format: LineFormat,
  toInstant: (local: LocalTime) => Date | string,
): ParsedReading | LineProblem | null {
  if ('problem' in record) return { reason: record.problem, fieldCount: true };
  // A field quoted after a space (`, "5"`) is not quoted to the CSV parser: its quotes go here.
  const fields = record.fields.map((field) => field.trim().replace(/^"(.*)"$/s, '$1'));
  // Nothing on the line, not even a delimiter.
  if (fields.length <= 1 && !fields[0]) return null;
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
  const value = readNumber(raw);
  if (!Number.isFinite(value)) return { reason: `"${raw}" is not a number`, fieldCount: false };
  return { at, value: format.convert(value) };
}
