import {
  isLocationLayer,
  isStaleLocation,
  SHOWN_FLAG,
  STALE_FLAG,
  withoutMapFlags,
} from './locationFlags';
import { LABEL_PROPERTY_PREFIX } from './glFlatStyle';

const now = new Date('2026-06-02T12:00:00Z');

describe('location flags', () => {
  it('calls a location stale after 24 hours without a report, or with none', () => {
    expect(isStaleLocation({ last_report: '2026-06-02T00:00:00Z' }, now)).toBe(false);
    expect(isStaleLocation({ last_report: '2026-06-01T11:00:00Z' }, now)).toBe(true);
    expect(isStaleLocation({ last_report: null }, now)).toBe(true);
  });

  it('knows the district location sources', () => {
    expect(isLocationLayer({ source: 'public-locations' })).toBe(true);
    expect(isLocationLayer({ source: 'united-locations' })).toBe(true);
    expect(isLocationLayer({ source: 'river-calls' })).toBe(false);
  });

  it('keeps its flags out of what a popup shows', () => {
    expect(withoutMapFlags({ location_id: 'A', [STALE_FLAG]: 1, [SHOWN_FLAG]: 0 })).toEqual({
      location_id: 'A',
    });
  });

  it('keeps the labels prepared for the flat styles out of what a popup shows', () => {
    expect(
      withoutMapFlags({ name: 'Well 7', [`${LABEL_PROPERTY_PREFIX}wells-labels`]: 'Well 7' }),
    ).toEqual({ name: 'Well 7' });
  });
});
