import { act } from '@testing-library/react';
import { mapLayer } from '../layers/testing/mapLayerFixture';
import { timeSeriesLocationOf } from './timeSeriesLocation';
import { useTimeSeriesStore } from './timeSeriesStore';

const layer = mapLayer({ id: 'public-locations' });
const feature = (properties: Record<string, unknown>) => ({ layer, properties });
const henderson = {
  location_ndx: 1,
  location_id: 'PLAHENCO',
  location_name: 'South Platte River at Henderson',
  has_flow_graph: true,
  has_stage_graph: false,
  has_waterlevel_graph: false,
};

describe('timeSeriesLocationOf', () => {
  it('takes the location and the graphs its flags name', () => {
    expect(timeSeriesLocationOf(feature(henderson))).toEqual({
      locationNdx: 1,
      locationId: 'PLAHENCO',
      locationName: 'South Platte River at Henderson',
      kinds: ['flow'],
    });
    expect(
      timeSeriesLocationOf(
        feature({ ...henderson, has_stage_graph: 1, has_waterlevel_graph: true }),
      )?.kinds,
    ).toEqual(['flow', 'stage', 'waterLevel']);
  });

  it('is null for a feature without graphs or without a location', () => {
    expect(timeSeriesLocationOf(feature({ ...henderson, has_flow_graph: false }))).toBeNull();
    expect(timeSeriesLocationOf(feature({ has_flow_graph: true, wdid: '0200500' }))).toBeNull();
  });
});

describe('useTimeSeriesStore', () => {
  const location = timeSeriesLocationOf(feature(henderson))!;
  const other = { ...location, locationNdx: 2, locationId: 'BRW-7' };

  it('opens for a location, switches to another, and closes on the same one', () => {
    const { toggle } = useTimeSeriesStore.getState();
    act(() => toggle(location));
    expect(useTimeSeriesStore.getState().location).toBe(location);
    act(() => toggle(other));
    expect(useTimeSeriesStore.getState().location).toBe(other);
    act(() => toggle({ ...other }));
    expect(useTimeSeriesStore.getState().location).toBeNull();
  });
});
