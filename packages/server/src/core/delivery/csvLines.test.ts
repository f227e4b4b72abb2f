import { csvLines } from './csvLines';

describe('csvLines', () => {
  it('writes terminated records, quoting fields with commas, quotes or line breaks', () => {
    expect(
      csvLines([['2026-05-01T13:15:00-06:00', 'cfs', null, 'Ditch "A", east', 'D1', 12.5]], '\r\n'),
    ).toBe('2026-05-01T13:15:00-06:00,cfs,,"Ditch ""A"", east",D1,12.5\r\n');
    expect(csvLines([['two\nlines'], ['x']])).toBe('"two\nlines"\nx\n');
    expect(csvLines([])).toBe('');
  });

  it('keeps a text a spreadsheet would run as a formula as text, and negative numbers as numbers', () => {
    expect(csvLines([['=HYPERLINK("http://x")', -1.25, '+1', '-2', '@SUM(A1)', 'a-b']])).toBe(
      '"\'=HYPERLINK(""http://x"")",-1.25,"\'+1","\'-2","\'@SUM(A1)",a-b\n',
    );
    expect(csvLines([['\tcmd', '\rcmd', '=1\n+2']])).toBe('"\'\tcmd","\'\rcmd","\'=1\n+2"\n');
  });
});
