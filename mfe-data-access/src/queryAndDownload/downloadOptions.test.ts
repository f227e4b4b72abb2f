import {
  downloadBlocker,
  initialDownloadOptions,
  withFacilityTypes,
  withGroupsLoaded,
} from './downloadOptions';

const TODAY = '2026-11-24';
const search = (text: string) => new URLSearchParams(text);

describe('the download options (spec §2, §4, §5, §9)', () => {
  it('starts 3 days back to today, daily, facility type 1', () => {
    expect(initialDownloadOptions(search(''), TODAY)).toEqual({
      startDate: '2026-11-21',
      endDate: TODAY,
      endpoint: 'data-daily',
      facilityTypes: [1],
      facilities: [],
      parameterGroups: [],
    });
  });

  it('takes the presets of the query string, as the facility page links them', () => {
    const options = initialDownloadOptions(
      search('daysRange=30&timeInterval=data-15min&facilityTypes=1,2&facilities=37'),
      TODAY,
    );
    expect(options).toMatchObject({
      startDate: '2026-10-25',
      endpoint: 'data-15min',
      facilityTypes: [1, 2],
      facilities: [37],
    });
    expect(initialDownloadOptions(search('timeInterval=data-hourly'), TODAY).endpoint).toBe(
      'data-15min',
    );
    expect(initialDownloadOptions(search('daysRange=-4&timeInterval=x'), TODAY)).toMatchObject({
      startDate: '2026-11-21',
      endpoint: 'data-daily',
    });
  });

  it('drops facilities whose type is no longer chosen', () => {
    const typeOf = new Map([
      [37, 1],
      [41, 2],
    ]);
    const options = { ...initialDownloadOptions(search(''), TODAY), facilities: [37, 41] };
    expect(withFacilityTypes(options, [2], typeOf).facilities).toEqual([41]);
    expect(withFacilityTypes(options, [1, 2], typeOf).facilities).toEqual([37, 41]);
  });

  it('selects every parameter group when they load', () => {
    expect(
      withGroupsLoaded(initialDownloadOptions(search(''), TODAY), [1, 2]).parameterGroups,
    ).toEqual([1, 2]);
  });

  it('disables Download without facilities, groups or dates, or while one runs', () => {
    const ready = {
      ...initialDownloadOptions(search(''), TODAY),
      facilities: [37],
      parameterGroups: [1],
    };
    expect(downloadBlocker(ready, false)).toBeNull();
    expect(downloadBlocker(ready, true)).not.toBeNull();
    expect(downloadBlocker({ ...ready, facilities: [] }, false)).not.toBeNull();
    expect(downloadBlocker({ ...ready, parameterGroups: [] }, false)).not.toBeNull();
    expect(downloadBlocker({ ...ready, startDate: null }, false)).not.toBeNull();
    expect(downloadBlocker({ ...ready, startDate: '2026-12-01' }, false)).not.toBeNull();
  });
});
