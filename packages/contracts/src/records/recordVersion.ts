// The version of a record, so that no update is lost. The server sends it as a strong ETag and
// checks it against If-Match; the browser computes the same from a row it already holds (a
// list's row), so it never needs an extra call to know what it is editing. It is a pure,
// synchronous function of the record's content: crypto.subtle is async and missing on plain-http
// origins, and a stored counter could not be known from a list row the API already answers.

/** JSON of a value with the keys of every object sorted, so equal records give equal text. */
export function canonicalJson(value: unknown): string {
  // The replacer sees each value after its toJSON (a Date is a string by then), as the wire does.
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(
          Object.keys(item)
            .sort()
            .map((key) => [key, (item as Record<string, unknown>)[key]]),
        )
      : item,
  );
}

/**
 * FNV-1a, 64 bits, over the UTF-8 bytes of `text`, as 16 hex digits. Four 16-bit limbs keep every
 * product below 2^53, so plain numbers suffice (no BigInt, which older build targets refuse).
 */
function fnv1a64(text: string): string {
  let [h0, h1, h2, h3] = [0x2325, 0x8422, 0x9ce4, 0xcbf2]; // offset basis 0xcbf29ce484222325
  for (const byte of new TextEncoder().encode(text)) {
    h0 ^= byte;
    // Times the prime 0x100000001b3: 0x1b3 in the lowest limb, 0x100 in the third.
    const t0 = h0 * 0x1b3;
    const t1 = h1 * 0x1b3 + (t0 >>> 16);
    const t2 = h2 * 0x1b3 + h0 * 0x100 + (t1 >>> 16);
    const t3 = h3 * 0x1b3 + h1 * 0x100 + (t2 >>> 16);
    [h0, h1, h2, h3] = [t0 & 0xffff, t1 & 0xffff, t2 & 0xffff, t3 & 0xffff];
  }
  return [h3, h2, h1, h0].map((limb) => limb.toString(16).padStart(4, '0')).join('');
}

/** The version of a JSON value: a hash of its canonical JSON (16 hex digits). */
export function recordVersion(value: unknown): string {
  return fnv1a64(canonicalJson(value));
}

/**
 * The version of a record's row: of the fields a person edits (`versioned`), not of the whole
 * row. What the server derives (the names a record refers to, what uses it, its latest reading)
 * or its jobs write changes without anyone editing the record, and would refuse edits that
 * clash with nobody. A field the row lacks counts as null.
 */
export function versionOfRow(record: { readonly versioned: readonly string[] }, row: object) {
  const fields = row as Record<string, unknown>;
  return recordVersion(
    Object.fromEntries(record.versioned.map((field) => [field, fields[field] ?? null])),
  );
}

/** The version of an association set (an owner's members), whatever order they come in. */
export function linkSetVersion(members: Iterable<number>): string {
  return recordVersion([...members].sort((a, b) => a - b));
}

/** A version as a strong entity tag, the form of the `ETag` and `If-Match` headers. */
export function versionTag(version: string): string {
  return `"${version}"`;
}
