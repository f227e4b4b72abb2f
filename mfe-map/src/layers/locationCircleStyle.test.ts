import { onlyShownLocations, withStaleRing, withTypeColors } from './locationCircleStyle';
import { SHOWN_FLAG, STALE_FLAG } from './locationFlags';

const base = {
  'circle-radius': 8,
  'circle-fill-color': '#336699',
  'circle-stroke-color': '#FFFFFF',
  'circle-stroke-width': 1.5,
};

describe('location circle styles', () => {
  it('colours by location type, keeping the layer colour for unlisted types', () => {
    const colors = new Map([
      ['Stream Gage', '#1f77b4'],
      ['Well', '#ff7f0e'],
    ]);
    expect(withTypeColors(base, colors)['circle-fill-color']).toEqual([
      'match',
      ['get', 'locationtype'],
      'Stream Gage',
      '#1f77b4',
      'Well',
      '#ff7f0e',
      '#336699',
    ]);
    expect(withTypeColors(base, new Map())).toBe(base);
  });

  it('draws stale locations as a pale fill in a grey ring', () => {
    const style = withStaleRing(base);
    const stale = ['==', ['get', STALE_FLAG], 1];
    expect(style['circle-fill-color']).toEqual([
      'case',
      stale,
      expect.stringMatching(/^rgba/),
      '#336699',
    ]);
    expect(style['circle-stroke-color']).toEqual(['case', stale, '#7b8794', '#FFFFFF']);
    expect(style['circle-stroke-width']).toEqual(['case', stale, 2.5, 1.5]);
    expect(style['circle-radius']).toBe(8);
  });

  it('draws only the locations the filters pass', () => {
    expect(onlyShownLocations(base)).toEqual([
      { filter: ['==', ['get', SHOWN_FLAG], 1], style: base },
    ]);
  });
});
