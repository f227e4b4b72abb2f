/** The most characters of JSON the drawer prints for one value. */
export const JSON_PREVIEW_MAX_CHARS = 20_000;

/**
 * A value as indented JSON, cut at `maxChars` with a note of how much was left out, so a large
 * API answer cannot freeze the page.
 */
export function jsonPreview(value: unknown, maxChars = JSON_PREVIEW_MAX_CHARS): string {
  const json = JSON.stringify(value, null, 2) ?? 'undefined';
  if (json.length <= maxChars) return json;
  const left = json.length - maxChars;
  return `${json.slice(0, maxChars)}\n… ${left.toLocaleString('en-US')} more characters not shown`;
}
