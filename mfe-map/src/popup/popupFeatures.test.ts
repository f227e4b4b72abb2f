import { dedupeFeatures, facilityNdxOf, hasDetailedResults, popupFeatures } from './popupFeatures';
import { mapLayer } from '../layers/testing/mapLayerFixture';
import { publicLocations, riverCalls, unitedLabels, unitedLocations } from './testing/testLayers';

describe('dedupeFeatures', () => {
  it('keeps one feature per source and id, the first one, in order', () => {
    const features = [
      { layer: unitedLocations, id: 7, properties: { location_name: 'A' } },
      { layer: riverCalls, id: 7, properties: { structure_name: 'B' } },
      { layer: unitedLabels, id: 7, properties: { location_name: 'A' } },
      { layer: unitedLocations, id: 8, properties: { location_name: 'C' } },
    ];
    expect(dedupeFeatures(features)).toEqual([features[0], features[1], features[3]]);
  });

  it('compares properties when features have no id', () => {
    const circle = mapLayer({ id: 'wells-circle', source: 'wells' });
    const labels = mapLayer({ id: 'wells-labels', source: 'wells' });
    const features = [
      { layer: circle, properties: { name: 'Well 1' } },
      { layer: labels, properties: { name: 'Well 1' } },
      { layer: circle, properties: { name: 'Well 2' } },
    ];
    expect(dedupeFeatures(features)).toEqual([features[0], features[2]]);
  });

  it('keeps features with equal ids from different sources', () => {
    const features = [
      { layer: unitedLocations, id: 7, properties: {} },
      { layer: publicLocations, id: 7, properties: {} },
    ];
    expect(dedupeFeatures(features)).toHaveLength(2);
  });
});

describe('popupFeatures', () => {
  it('leaves out layers that exclude popups, then de-duplicates', () => {
    const features = [
      { layer: unitedLabels, id: 7, properties: {} },
      { layer: unitedLocations, id: 7, properties: {} },
      { layer: unitedLocations, id: 7, properties: {} },
    ];
    expect(popupFeatures(features)).toEqual([features[1]]);
  });
});

describe('facilityNdxOf', () => {
  it('is the facility of a United location', () => {
    expect(facilityNdxOf({ layer: unitedLocations, properties: { facility_ndx: 12 } })).toBe(12);
  });

  it('is null without a facility or outside the United source', () => {
    expect(
      facilityNdxOf({ layer: unitedLocations, properties: { facility_ndx: null } }),
    ).toBeNull();
    expect(facilityNdxOf({ layer: unitedLocations, properties: {} })).toBeNull();
    expect(facilityNdxOf({ layer: publicLocations, properties: { facility_ndx: 12 } })).toBeNull();
  });
});

describe('hasDetailedResults', () => {
  it.each([
    [{ has_flow_graph: true }, true],
    [{ has_stage_graph: true }, true],
    [{ has_waterlevel_graph: true }, true],
    [{ has_flow_graph: false, has_stage_graph: false, has_waterlevel_graph: false }, false],
    [{}, false],
  ])('%p → %p', (properties, expected) => {
    expect(hasDetailedResults({ layer: publicLocations, properties })).toBe(expected);
  });
});
