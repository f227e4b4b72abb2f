import { groupOpacity, isGroupVisible, useMapSettingsStore } from './mapSettingsStore';

const rivers = { id: 'rivers', visibleByDefault: true };
const wells = { id: 'wells', visibleByDefault: false };

describe('map settings', () => {
  beforeEach(() => useMapSettingsStore.getState().restore({}));

  it('starts on Outdoors, Default colours and each group as the layers define it', () => {
    const state = useMapSettingsStore.getState();
    expect(state.basemap).toBe('outdoors');
    expect(state.colorBy).toBe('default');
    expect(isGroupVisible(rivers, state)).toBe(true);
    expect(isGroupVisible(wells, state)).toBe(false);
    expect(groupOpacity('rivers', state)).toBe(1);
  });

  it("follows a shared link's basemap and groups", () => {
    useMapSettingsStore.getState().restore({ basemap: 'dark', visibleGroups: ['wells'] });
    const state = useMapSettingsStore.getState();
    expect(state.basemap).toBe('dark');
    expect(isGroupVisible(rivers, state)).toBe(false);
    expect(isGroupVisible(wells, state)).toBe(true);
  });

  it("lets the visitor's switches and sliders win", () => {
    useMapSettingsStore.getState().restore({ visibleGroups: ['wells'] });
    useMapSettingsStore.getState().setGroupVisible('rivers', true);
    useMapSettingsStore.getState().setGroupVisible('wells', false);
    useMapSettingsStore.getState().setGroupOpacity('rivers', 0.4);
    const state = useMapSettingsStore.getState();
    expect(isGroupVisible(rivers, state)).toBe(true);
    expect(isGroupVisible(wells, state)).toBe(false);
    expect(groupOpacity('rivers', state)).toBe(0.4);
  });

  it('forgets an earlier visit when the page starts again', () => {
    useMapSettingsStore.getState().setBasemap('light');
    useMapSettingsStore.getState().setColorBy('locationTypes');
    useMapSettingsStore.getState().restore({});
    expect(useMapSettingsStore.getState()).toMatchObject({
      basemap: 'outdoors',
      colorBy: 'default',
      groupVisibility: {},
    });
  });
});
