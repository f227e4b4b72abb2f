import { matchesLocationFilters, type LocationFilterSelection } from './locationFilterSelection';

const gage = {
  location_name: 'Platte at Henderson',
  reporting_status_desc: 'Reporting',
  locationtype: 'Stream Gage',
};
const all: LocationFilterSelection = {
  reportingStatus: ['Reporting', 'Not Reporting', 'No Data'],
  locationTypes: ['Stream Gage', 'Well'],
};

describe('matchesLocationFilters', () => {
  it('lets through a location whose status and type are both chosen', () => {
    expect(matchesLocationFilters(gage, all)).toBe(true);
  });

  it('stops a location whose status is not chosen', () => {
    expect(matchesLocationFilters(gage, { ...all, reportingStatus: ['No Data'] })).toBe(false);
  });

  it('stops a location whose type is not chosen', () => {
    expect(matchesLocationFilters(gage, { ...all, locationTypes: ['Well'] })).toBe(false);
  });

  it('lets nothing through a filter with no selection', () => {
    expect(matchesLocationFilters(gage, { ...all, reportingStatus: [] })).toBe(false);
    expect(matchesLocationFilters(gage, { ...all, locationTypes: [] })).toBe(false);
  });

  it('stops a location that lacks a filtered property', () => {
    expect(matchesLocationFilters({ locationtype: 'Stream Gage' }, all)).toBe(false);
    expect(matchesLocationFilters({ ...gage, locationtype: null }, all)).toBe(false);
  });

  it('compares values exactly', () => {
    expect(matchesLocationFilters({ ...gage, locationtype: 'stream gage' }, all)).toBe(false);
  });
});
