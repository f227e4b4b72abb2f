import { jsonPreview } from './jsonPreview';

describe('jsonPreview', () => {
  it('prints a value as indented JSON', () => {
    expect(jsonPreview({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(jsonPreview(null)).toBe('null');
  });

  it('cuts a long value and says how much is not shown', () => {
    const preview = jsonPreview({ data: 'x'.repeat(5000) }, 100);
    expect(preview.startsWith('{\n  "data": "xxx')).toBe(true);
    expect(preview).toMatch(/\n… 4,9\d\d more characters not shown$/);
  });
});
