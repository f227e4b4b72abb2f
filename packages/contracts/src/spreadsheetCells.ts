/**
 * A text cell a spreadsheet would run as a formula: one starting with =, +, -, @, a tab or a
 * carriage return (OWASP's CSV injection list). Every CSV and tab-separated text the product
 * writes puts an apostrophe before such a cell (papaparse's `escapeFormulae` given this pattern),
 * since names and sources are typed by people; numbers are never escaped, so a negative reading
 * stays a number. papaparse's own pattern (`/^[=+\-@\t\r].*$/`) misses a cell that also holds a
 * line break, which this one does not.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;
