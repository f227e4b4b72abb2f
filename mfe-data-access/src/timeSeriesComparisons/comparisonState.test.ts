import {
  canSubmit,
  comparisonFromSearch,
  comparisonToSearch,
  defaultComparison,
  quickRangeAllowed,
  withEndpoint,
  withFacilities,
  withParameter,
  withQuickRange,
} from './comparisonState';

const TODAY = '2026-11-24';

describe('the comparison state (spec §4, §5)', () => {
  it('starts daily over 30 days, left 67 at location 2, right 1539 at location 6', () => {
    expect(defaultComparison(TODAY)).toEqual({
      endpoint: 'daily',
      startDate: '2026-10-25',
      endDate: TODAY,
      facilities: [],
      left: { parameter: 67, locations: [2] },
      right: { parameter: 1539, locations: [6] },
    });
  });

  it('resets the start to 3 days back for raw data and 30 for daily', () => {
    const raw = withEndpoint(defaultComparison(TODAY), 'raw', TODAY);
    expect(raw.startDate).toBe('2026-11-21');
    expect(withEndpoint(raw, 'daily', TODAY).startDate).toBe('2026-10-25');
  });

  it("clears a side's locations when its parameter changes, both sides with the facilities", () => {
    const state = withParameter(defaultComparison(TODAY), 'right', 8);
    expect(state.right).toEqual({ parameter: 8, locations: [] });
    expect(state.left).toEqual({ parameter: 67, locations: [2] });
    const facilities = withFacilities(state, [37]);
    expect(facilities.left).toEqual({ parameter: null, locations: [] });
    expect(facilities.right).toEqual({ parameter: null, locations: [] });
    expect(facilities.facilities).toEqual([37]);
  });

  it('sets the quick ranges, and offers no 3 months for raw data', () => {
    const state = { ...defaultComparison(TODAY), endDate: '2026-11-01' };
    expect(withQuickRange(state, '3 months', TODAY)).toMatchObject({
      startDate: '2026-07-27',
      endDate: TODAY,
    });
    expect(withQuickRange(state, '3 weeks', TODAY)).toMatchObject({
      startDate: '2026-11-03',
      endDate: '2026-11-01',
    });
    expect(withQuickRange(state, '3 days', TODAY)).toMatchObject({
      startDate: '2026-11-21',
      endDate: TODAY,
    });
    const raw = withEndpoint(state, 'raw', TODAY);
    expect(quickRangeAllowed('3 months', 'raw')).toBe(false);
    expect(withQuickRange(raw, '3 months', TODAY)).toBe(raw);
  });

  it('cannot be submitted without a location on the left axis', () => {
    expect(canSubmit(defaultComparison(TODAY))).toBe(true);
    expect(canSubmit(withParameter(defaultComparison(TODAY), 'left', 8))).toBe(false);
  });

  it('goes through the URL and comes back the same', () => {
    const state = {
      ...withFacilities(withEndpoint(defaultComparison(TODAY), 'raw', TODAY), [37, 41]),
      left: { parameter: 67, locations: [1, 2] },
      right: { parameter: null, locations: [] },
    };
    const search = comparisonToSearch(state);
    expect(search.toString()).toBe(
      'endpoint=raw&start=2026-11-21&end=2026-11-24&facilities=37%2C41&leftParameter=67&leftLocations=1%2C2',
    );
    expect(comparisonFromSearch(new URLSearchParams(search.toString()), '2027-01-01')).toEqual(
      state,
    );
  });

  it('falls back to the defaults for a URL without a comparison, and for bad dates', () => {
    expect(comparisonFromSearch(new URLSearchParams('x=1'), TODAY)).toEqual(
      defaultComparison(TODAY),
    );
    const bad = comparisonFromSearch(
      new URLSearchParams('start=yesterday&leftParameter=abc'),
      TODAY,
    );
    expect(bad.startDate).toBe('2026-10-25');
    expect(bad.left.parameter).toBeNull();
  });
});
