import {
  canonicalJson,
  linkSetVersion,
  recordVersion,
  versionOfRow,
  versionTag,
} from './recordVersion';

/** FNV-1a 64 written the obvious way, with BigInt, to check the limb arithmetic against. */
function referenceFnv1a64(text: string): string {
  let hash = BigInt('0xcbf29ce484222325');
  const prime = BigInt('0x100000001b3');
  const mask = (BigInt(1) << BigInt(64)) - BigInt(1);
  for (const byte of new TextEncoder().encode(text)) {
    hash = ((hash ^ BigInt(byte)) * prime) & mask;
  }
  return hash.toString(16).padStart(16, '0');
}

describe('the version of a record', () => {
  it('is FNV-1a 64 of the canonical JSON, as the published test vectors give it', () => {
    // JSON of a string is the string quoted, so hash the quoted forms' reference values too.
    expect(referenceFnv1a64('')).toBe('cbf29ce484222325');
    expect(referenceFnv1a64('a')).toBe('af63dc4c8601ec8c');
    expect(referenceFnv1a64('foobar')).toBe('85944171f73967e8');
    for (const text of ['', 'a', 'foobar', 'Ñandú 💧 headgate', 'x'.repeat(5000)]) {
      expect(recordVersion(text)).toBe(referenceFnv1a64(JSON.stringify(text)));
    }
  });

  it('does not depend on the order of keys, at any depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}',
    );
    expect(recordVersion({ b: 1, a: 2 })).toBe(recordVersion({ a: 2, b: 1 }));
  });

  it('is the same for a row and the row after a trip through JSON', () => {
    const row = { id: 3, at: new Date('2026-11-26T16:14:00Z'), latitude: 40.61234, notes: null };
    expect(recordVersion(JSON.parse(JSON.stringify(row)))).toBe(recordVersion(row));
  });

  it('changes with any value, and with nothing else', () => {
    const contact = { contact_ndx: 1, contact_name: 'Ana', remark: null };
    expect(recordVersion({ ...contact, contact_name: 'Ana ' })).not.toBe(recordVersion(contact));
    expect(recordVersion({ ...contact, remark: '' })).not.toBe(recordVersion(contact));
    expect(recordVersion(contact)).toMatch(/^[0-9a-f]{16}$/);
  });

  it("of a row covers the record's edited fields only, a missing one as null", () => {
    const record = { versioned: ['contact_name', 'remark'] };
    const row = { contact_ndx: 1, contact_name: 'Ana', remark: null, used_by: ['Canal crew'] };
    expect(versionOfRow(record, { ...row, used_by: [] })).toBe(versionOfRow(record, row));
    expect(versionOfRow(record, { ...row, remark: 'x' })).not.toBe(versionOfRow(record, row));
    const withoutRemark: Partial<typeof row> = { ...row };
    delete withoutRemark.remark;
    expect(versionOfRow(record, withoutRemark)).toBe(versionOfRow(record, row));
  });

  it('of an association set ignores the order of its members', () => {
    expect(linkSetVersion([4, 12, 3])).toBe(linkSetVersion(new Set([3, 4, 12])));
    expect(linkSetVersion([3, 4])).not.toBe(linkSetVersion([3, 4, 12]));
  });

  it('is sent as a strong entity tag', () => {
    expect(versionTag('0123456789abcdef')).toBe('"0123456789abcdef"');
  });
});
