import { csvRecord } from './csvRecord';

describe('csvRecord', () => {
  it('writes one CRLF-terminated record, quoting fields with commas, quotes or line breaks', () => {
    expect(
      csvRecord(['2026-05-01T13:15:00-06:00', 'cfs', null, 'Ditch "A", east', 'D1', 12.5]),
    ).toBe('2026-05-01T13:15:00-06:00,cfs,,"Ditch ""A"", east",D1,12.5\r\n');
    expect(csvRecord(['two\nlines'])).toBe('"two\nlines"\r\n');
  });

  it('keeps a name a spreadsheet would run as a formula as text, and negative readings as numbers', () => {
    expect(csvRecord(['=HYPERLINK("http://x")', -1.25])).toBe(
      '"\'=HYPERLINK(""http://x"")",-1.25\r\n',
    );
  });
});
