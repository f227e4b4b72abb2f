import { CIRCLE_RADIUS, circleFlatStyle, withOpacityInColors } from './circleFlatStyle';

describe('circleFlatStyle', () => {
  it('translates the seeded location paint', () => {
    const { style, skipped } = circleFlatStyle({
      'circle-radius': 8,
      'circle-color': ['get', 'map_sym_fill_color'],
      'circle-stroke-width': 1.5,
      'circle-stroke-color': '#FFFFFF',
    });
    expect(style).toEqual({
      'circle-radius': 8,
      'circle-fill-color': ['get', 'map_sym_fill_color'],
      'circle-stroke-width': 1.5,
      'circle-stroke-color': '#FFFFFF',
      'circle-opacity': 1,
    });
    expect(skipped).toEqual([]);
  });

  it('draws the spec radius and Mapbox defaults for what the paint leaves out', () => {
    expect(circleFlatStyle({}).style).toEqual({
      'circle-radius': CIRCLE_RADIUS,
      'circle-fill-color': '#000000',
      'circle-stroke-color': '#000000',
      'circle-stroke-width': 0,
      'circle-opacity': 1,
    });
    expect(CIRCLE_RADIUS).toBe(8);
  });

  it('translates step colours and case opacities', () => {
    const { style } = circleFlatStyle({
      'circle-color': ['step', ['get', 'current_flow_cfs'], '#C6DBEF', 10, '#6BAED6'],
      'circle-opacity': ['case', ['==', ['get', 'call_status'], 'Active'], 1, 0.35],
    });
    expect(style['circle-fill-color']).toEqual([
      'case',
      ['>=', ['get', 'current_flow_cfs'], 10],
      '#6BAED6',
      '#C6DBEF',
    ]);
    expect(style['circle-opacity']).toEqual([
      'case',
      ['==', ['get', 'call_status'], 'Active'],
      1,
      0.35,
    ]);
  });

  it('folds a plain stroke opacity into the stroke colour', () => {
    const { style, skipped } = circleFlatStyle({
      'circle-stroke-color': '#336699',
      'circle-stroke-opacity': 0.5,
    });
    expect(style['circle-stroke-color']).toBe('rgba(51, 102, 153, 0.5)');
    expect(skipped).toEqual([]);
  });

  it('names what it could not translate and draws the default instead', () => {
    const { style, skipped } = circleFlatStyle({
      'circle-color': ['feature-state', 'hover'],
      'circle-blur': 1,
      'circle-stroke-color': ['get', 'stroke'],
      'circle-stroke-opacity': 0.5,
    });
    expect(style['circle-fill-color']).toBe('#000000');
    expect(skipped).toEqual(['circle-color', 'circle-stroke-opacity', 'circle-blur']);
  });
});

describe('withOpacityInColors', () => {
  it('moves the circle opacity into plain fill and stroke colours for the canvas', () => {
    const { style } = circleFlatStyle({
      'circle-color': '#D62728',
      'circle-stroke-color': '#000000',
      'circle-opacity': ['case', ['==', ['get', 'call_status'], 'Active'], 1, 0.35],
    });
    const opacity = ['case', ['==', ['get', 'call_status'], 'Active'], 1, 0.35];
    const canvas = withOpacityInColors(style);
    expect(canvas['circle-fill-color']).toEqual(['color', 214, 39, 40, opacity]);
    expect(canvas['circle-stroke-color']).toEqual(['color', 0, 0, 0, opacity]);
    expect(canvas).not.toHaveProperty('circle-opacity');
  });

  it('leaves colours read from the features as they are', () => {
    const canvas = withOpacityInColors({
      'circle-fill-color': ['get', 'color'],
      'circle-opacity': 0.5,
    });
    expect(canvas).toEqual({
      'circle-fill-color': ['get', 'color'],
      'circle-stroke-color': undefined,
    });
  });
});
