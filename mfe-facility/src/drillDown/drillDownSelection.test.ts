import { GRAPH_QUICK_SET_DAYS } from '@headgate/contracts';
import {
  atLeastOne,
  initialSelection,
  rangeAllowed,
  withInterval,
  withGraphedLocations,
  withLists,
} from './drillDownSelection';
import { queryAndDownloadLink } from './queryAndDownloadLink';

const parameters = [
  { parameter_ndx: 67, parameter_name: 'Flow', units: 'cfs' },
  { parameter_ndx: 8, parameter_name: 'Stage', units: 'ft' },
];
const locations = [
  { location_ndx: 1, location_id: 'A', location_name: 'Inlet', legend_color: '#112233' },
  { location_ndx: 2, location_id: 'B', location_name: 'Outlet', legend_color: '#445566' },
];

describe('the drill-down selection (spec §4)', () => {
  it('starts on the first interval and the last days range', () => {
    const selection = initialSelection();
    expect(selection.interval).toBe('15min');
    expect(selection.days).toBe(GRAPH_QUICK_SET_DAYS.at(-1)!.days);
  });

  it('resets the days range to the last one when the new interval disables it', () => {
    const daily = { ...withInterval(initialSelection(), 'daily'), days: 365 };
    expect(withInterval(daily, '15min').days).toBe(GRAPH_QUICK_SET_DAYS.at(-1)!.days);
    expect(withInterval({ ...daily, days: 45 }, '15min').days).toBe(45);
    expect(rangeAllowed(90, '15min')).toBe(false);
    expect(rangeAllowed(365, 'daily')).toBe(true);
  });

  it('never lets a picker be emptied', () => {
    expect(atLeastOne([1], [1, 2])).toEqual([1]);
    expect(atLeastOne([], [1])).toEqual([1]);
    expect(atLeastOne([1, 3], [1])).toEqual([1, 3]);
  });

  it('starts a facility of the single-select list on its first parameter and location', () => {
    const selection = withLists(initialSelection(), 37, parameters, locations);
    expect(selection.tableParameters).toEqual([67]);
    expect(selection.graphParameter).toBe(67);
    expect(selection.graphLocations).toEqual([1]);
  });

  it('starts any other facility on all its parameters and locations, graph on the first', () => {
    const selection = withLists(initialSelection(), 41, parameters, locations);
    expect(selection.tableParameters).toEqual([67, 8]);
    expect(selection.graphParameter).toBe(67);
    expect(selection.graphLocations).toEqual([1, 2]);
  });

  it('keeps picks that still exist when the lists come again', () => {
    const picked = { ...withLists(initialSelection(), 41, parameters, locations) };
    const again = withLists(
      { ...picked, tableParameters: [8], graphParameter: 8, graphLocations: [2] },
      41,
      parameters,
      locations,
    );
    expect(again).toMatchObject({ tableParameters: [8], graphParameter: 8, graphLocations: [2] });
  });
});

describe('the graph locations once the graph answers', () => {
  const picked = { ...initialSelection(), graphParameter: 8, graphLocations: [1] };

  it('picks the first graphed location when none of the picked ones records the parameter', () => {
    expect(withGraphedLocations(picked, [2, 3]).graphLocations).toEqual([2]);
  });

  it('keeps the picks when one of them is graphed, or when nothing is', () => {
    expect(withGraphedLocations({ ...picked, graphLocations: [1, 2] }, [2])).toEqual({
      ...picked,
      graphLocations: [1, 2],
    });
    expect(withGraphedLocations(picked, [])).toBe(picked);
  });
});

describe('the link to Query & Download', () => {
  it('carries daysRange, the data- interval, the facility type and the facility', () => {
    const link = queryAndDownloadLink({
      days: 30,
      interval: '15min',
      facilityTypeNdx: 1,
      facilityNdx: 37,
    });
    const url = new URL(link, 'http://x');
    expect(url.pathname).toBe('/data-access/query-and-download/facilities');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      daysRange: '30',
      timeInterval: 'data-15min',
      facilityTypes: '1',
      facilities: '37',
    });
  });
});
