import { ODD_STRINGS } from './schemaSamples';

/** Nested arrays deep enough to hurt a recursive parser or validator. */
function deeplyNested(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = [value];
  return value;
}

/**
 * Values that break a field's schema in the ways clients do, by mistake or on purpose: numbers
 * past the column types and doubles, wrong types, long and odd strings, deep or huge JSON. Each
 * is kept only where the endpoint's own schema refuses it.
 */
export const HOSTILE_VALUES: readonly unknown[] = [
  -1,
  0,
  1.5,
  2_147_483_648,
  2 ** 53 + 2,
  1e308,
  -1e308,
  '',
  'NaN',
  '1e999',
  '12abc',
  '9'.repeat(40),
  '1899-12-31',
  '2101-01-01T00:00:00Z',
  '2026-02-30',
  'x'.repeat(100_000),
  ...ODD_STRINGS,
  null,
  true,
  [],
  {},
  JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}'),
  deeplyNested(2_000),
  Array.from({ length: 20_000 }, (_, index) => index),
];

/** How a hostile value travels in a path segment or a query string. */
export function asUrlText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
