import { readMapUrlState, writeMapUrlState, type MapStateSnapshot } from './mapUrlState';

const atDefaults: MapStateSnapshot = {
  center: [-104.778, 40.267],
  zoom: 8.4,
  basemap: 'outdoors',
  visibleGroups: ['public-locations', 'rivers'],
  defaultVisibleGroups: ['rivers', 'public-locations'],
};

describe('map state in the URL', () => {
  it('keeps the URL clean while the map shows its defaults', () => {
    expect(writeMapUrlState('', atDefaults)).toBe('');
    expect(writeMapUrlState('', { ...atDefaults, center: [-104.778000001, 40.2669999] })).toBe('');
  });

  it('records a moved view, another basemap and changed layers, readably', () => {
    const search = writeMapUrlState('', {
      ...atDefaults,
      center: [-104.8123456, 40.1],
      zoom: 12.345,
      basemap: 'dark',
      visibleGroups: ['rivers', 'counties'],
    });
    expect(search).toBe('?center=-104.81235,40.1&zoom=12.35&basemap=dark&layers=rivers,counties');
  });

  it('records that every group was switched off', () => {
    expect(writeMapUrlState('', { ...atDefaults, visibleGroups: [] })).toBe('?layers=');
    expect(readMapUrlState('?layers=')).toEqual({ visibleGroups: [] });
  });

  it('reads back what it wrote', () => {
    expect(
      readMapUrlState('?center=-104.81235,40.1&zoom=12.35&basemap=dark&layers=rivers,counties'),
    ).toEqual({
      center: [-104.81235, 40.1],
      zoom: 12.35,
      basemap: 'dark',
      visibleGroups: ['rivers', 'counties'],
    });
  });

  it('keeps other parameters and leaves the layer list alone while the layers are unknown', () => {
    expect(
      writeMapUrlState('?tab=2&layers=rivers', { ...atDefaults, zoom: 10, visibleGroups: null }),
    ).toBe('?tab=2&layers=rivers&center=-104.778,40.267&zoom=10');
  });

  it.each([
    ['?center=abc&zoom=x&basemap=moon', {}],
    ['?center=-104.8&zoom=', {}],
    ['?center=200,40&zoom=40', {}],
    ['?center=-104.8,89&zoom=-1', {}],
  ])('ignores malformed values in %s', (search, expected) => {
    expect(readMapUrlState(search)).toEqual(expected);
  });
});
