import type { ComparisonLocation } from '@headgate/contracts';
import { choosableFacilities, readerComparison } from './readerComparison';

const TODAY = '2026-11-24';
const FLOW = 67;
const WATER_LEVEL = 1539;

const station = (location_ndx: number, parameters: number[]): ComparisonLocation => ({
  location_ndx,
  location_name: `Station ${location_ndx}`,
  location_id: `S${location_ndx}`,
  legend_color: '#336699',
  latitude: 40.1,
  longitude: -104.8,
  facility_ndx_array: [],
  parameter_ndx_array: parameters,
});

/** What an anonymous visitor sees in the demo data: public gages recording flow only. */
const PUBLIC = [station(101, [FLOW]), station(102, [FLOW]), station(103, [FLOW])];
/** What a signed-in reader sees besides: the district stations of the spec's default. */
const DISTRICT = [station(2, [FLOW, 9]), station(6, [WATER_LEVEL, 9])];

const noComparison = new URLSearchParams();

describe('the comparison a reader can draw', () => {
  it("is the spec's default for a reader who sees its stations", () => {
    const state = readerComparison(noComparison, TODAY, [...DISTRICT, ...PUBLIC]);
    expect(state.left).toEqual({ parameter: FLOW, locations: [2] });
    expect(state.right).toEqual({ parameter: WATER_LEVEL, locations: [6] });
    expect(state.startDate).toBe('2026-10-25');
  });

  it('stands visible stations in for hidden ones, one station per side', () => {
    const state = readerComparison(noComparison, TODAY, PUBLIC);
    expect(state.left).toEqual({ parameter: FLOW, locations: [101] });
    // No visible station records water level: the right side takes the next free station.
    expect(state.right).toEqual({ parameter: FLOW, locations: [102] });
  });

  it("keeps the spec's parameter on a side when a visible station records it", () => {
    const state = readerComparison(noComparison, TODAY, [...PUBLIC, station(104, [WATER_LEVEL])]);
    expect(state.right).toEqual({ parameter: WATER_LEVEL, locations: [104] });
  });

  it('draws nothing while no station is visible (the list is loading)', () => {
    const state = readerComparison(noComparison, TODAY, []);
    expect(state.left).toEqual({ parameter: null, locations: [] });
    expect(state.right).toEqual({ parameter: null, locations: [] });
  });

  it('leaves out the stations of a link that the reader may not see', () => {
    const link = new URLSearchParams(
      'leftParameter=67&leftLocations=2,101&rightParameter=1539&rightLocations=6',
    );
    const state = readerComparison(link, TODAY, PUBLIC);
    expect(state.left).toEqual({ parameter: FLOW, locations: [101] });
    expect(state.right).toEqual({ parameter: null, locations: [] });
    expect(readerComparison(link, TODAY, [...DISTRICT, ...PUBLIC]).right).toEqual({
      parameter: WATER_LEVEL,
      locations: [6],
    });
  });

  it('leaves out the facilities of a link that are not listed for the reader', () => {
    const link = new URLSearchParams('facilities=37,41&leftParameter=67&leftLocations=101');
    expect(readerComparison(link, TODAY, PUBLIC, [41]).facilities).toEqual([41]);
    expect(readerComparison(link, TODAY, PUBLIC, []).facilities).toEqual([]);
    // While the list loads, the link's facilities stand.
    expect(readerComparison(link, TODAY, PUBLIC).facilities).toEqual([37, 41]);
    expect(choosableFacilities([37, 41], undefined)).toEqual([37, 41]);
  });
});
