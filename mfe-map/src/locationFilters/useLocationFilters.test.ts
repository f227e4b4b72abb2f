import { act, renderHook } from '@testing-library/react';
import type { MapFilters } from '@headgate/contracts';
import { UNTOUCHED_LOCATION_FILTERS, useLocationFilterStore } from './locationFilterStore';
import { useLocationFilters } from './useLocationFilters';

const options: MapFilters = {
  reportingStatus: [
    { value: 'Reporting', display: 'Reporting' },
    { value: 'Not Reporting', display: 'Not Reporting' },
    { value: 'No Data', display: 'No Data' },
  ],
  locationTypes: [
    { value: 'Stream Gage', display: 'Stream Gage' },
    { value: 'Well', display: 'Well' },
  ],
};

beforeEach(() => useLocationFilterStore.setState({ chosen: UNTOUCHED_LOCATION_FILTERS }));

describe('useLocationFilters', () => {
  it('has no selection, so filters nothing, until the options load', () => {
    const { result, rerender } = renderHook(({ loaded }) => useLocationFilters(loaded), {
      initialProps: { loaded: undefined as MapFilters | undefined },
    });
    expect(result.current.selection).toBeNull();
    act(() => result.current.toggle('locationTypes', 'Well'));
    expect(useLocationFilterStore.getState().chosen).toEqual(UNTOUCHED_LOCATION_FILTERS);

    rerender({ loaded: options });
    expect(result.current.selection).toEqual({
      reportingStatus: ['Reporting', 'Not Reporting', 'No Data'],
      locationTypes: ['Stream Gage', 'Well'],
    });
  });

  it('toggles an option off and on again', () => {
    const { result } = renderHook(() => useLocationFilters(options));
    act(() => result.current.toggle('reportingStatus', 'No Data'));
    expect(result.current.selection?.reportingStatus).toEqual(['Reporting', 'Not Reporting']);
    act(() => result.current.toggle('reportingStatus', 'No Data'));
    expect(result.current.selection?.reportingStatus).toEqual([
      'Reporting',
      'Not Reporting',
      'No Data',
    ]);
    expect(result.current.selection?.locationTypes).toEqual(['Stream Gage', 'Well']);
  });

  it('selects none and all', () => {
    const { result } = renderHook(() => useLocationFilters(options));
    act(() => result.current.selectNone('locationTypes'));
    expect(result.current.selection?.locationTypes).toEqual([]);
    expect(result.current.selection?.reportingStatus).toHaveLength(3);
    act(() => result.current.toggle('locationTypes', 'Well'));
    expect(result.current.selection?.locationTypes).toEqual(['Well']);
    act(() => result.current.selectAll('locationTypes'));
    expect(result.current.selection?.locationTypes).toEqual(['Stream Gage', 'Well']);
  });

  it('shares one selection between every caller on the page', () => {
    const bar = renderHook(() => useLocationFilters(options));
    const map = renderHook(() => useLocationFilters(options));
    act(() => bar.result.current.selectNone('reportingStatus'));
    expect(map.result.current.selection?.reportingStatus).toEqual([]);
  });

  it('selects options that appear later while a filter is untouched or after Select All', () => {
    const { result, rerender } = renderHook(({ loaded }) => useLocationFilters(loaded), {
      initialProps: { loaded: options },
    });
    const more: MapFilters = {
      ...options,
      locationTypes: [...options.locationTypes, { value: 'Ditch', display: 'Ditch' }],
    };
    rerender({ loaded: more });
    expect(result.current.selection?.locationTypes).toEqual(['Stream Gage', 'Well', 'Ditch']);
  });
});
