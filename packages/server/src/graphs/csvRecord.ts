// A field holding a quote, comma or line break is quoted, its quotes doubled (RFC 4180).
const NEEDS_QUOTES = /[",\r\n]/;

/** One CSV record (RFC 4180, CRLF-terminated); null is an empty field. */
export function csvRecord(values: readonly (string | number | null)[]): string {
  const fields = values.map((value) => {
    const text = value === null ? '' : String(value);
    return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  });
  return `${fields.join(',')}\r\n`;
}
