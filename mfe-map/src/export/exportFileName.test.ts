import { exportFileName } from './exportFileName';
import { districtTimestamp } from './exportTime';

// 05:30 UTC on 2 March is still 1 March in Denver (UTC−7).
const EARLY_UTC = new Date('2026-03-02T05:30:00Z');
// 21:15 UTC on 4 July is 3:15 PM in Denver (UTC−6, daylight time).
const SUMMER_AFTERNOON = new Date('2026-07-04T21:15:00Z');

describe('exportFileName', () => {
  it('names a PNG after the map and the district’s day', () => {
    expect(exportFileName('png', EARLY_UTC)).toBe('headgate-map-2026-03-01.png');
    expect(exportFileName('png', SUMMER_AFTERNOON, 'ignored')).toBe('headgate-map-2026-07-04.png');
  });

  it('names a PDF after its title, or after the map when it has none', () => {
    expect(exportFileName('pdf', SUMMER_AFTERNOON, 'North Ditches — Río Seco')).toBe(
      'north-ditches-rio-seco-2026-07-04.pdf',
    );
    expect(exportFileName('pdf', SUMMER_AFTERNOON, '  ')).toBe('headgate-map-2026-07-04.pdf');
    expect(exportFileName('pdf', SUMMER_AFTERNOON, '!!!')).toBe('headgate-map-2026-07-04.pdf');
  });

  it('keeps a long title’s file name short', () => {
    const name = exportFileName('pdf', SUMMER_AFTERNOON, 'Water '.repeat(30));
    expect(name).toMatch(/^water(-water)*-2026-07-04\.pdf$/);
    expect(name.length).toBeLessThanOrEqual(60 + '-2026-07-04.pdf'.length);
  });
});

describe('districtTimestamp', () => {
  it('prints the time on the district’s clock', () => {
    expect(districtTimestamp(SUMMER_AFTERNOON)).toBe('07/04/2026, 3:15 PM');
    expect(districtTimestamp(EARLY_UTC)).toBe('03/01/2026, 10:30 PM');
  });
});
