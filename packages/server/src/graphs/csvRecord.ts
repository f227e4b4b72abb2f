import Papa from 'papaparse';

/**
 * One CSV record (RFC 4180 quoting, CRLF-terminated); null is an empty field. A text field that
 * a spreadsheet would read as a formula (=, +, -, @ first) is escaped, since location names and
 * sources are typed by people.
 */
export function csvRecord(values: readonly (string | number | null)[]): string {
  return `${Papa.unparse([values as (string | number | null)[]], { escapeFormulae: true, newline: '\r\n' })}\r\n`;
}
