import Papa from 'papaparse';
import { FORMULA_START } from '@headgate/contracts';

/**
 * Records as CSV text (RFC 4180 quoting), each line ended by `newline`; null and undefined are
 * empty fields. Every CSV the server writes goes through here, so none lets a spreadsheet run a
 * cell: a text field starting like a formula (`FORMULA_START`) is written with an apostrophe
 * before it, while numbers stay numbers (a negative reading is still -1.5).
 */
export function csvLines(
  records: readonly (readonly unknown[])[],
  newline: '\n' | '\r\n' = '\n',
): string {
  if (records.length === 0) return '';
  const text = Papa.unparse(records as unknown[][], { escapeFormulae: FORMULA_START, newline });
  return `${text}${newline}`;
}
