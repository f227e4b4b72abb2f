import { toFlatExpression, UnsupportedExpressionError } from './glExpression';

describe('toFlatExpression', () => {
  it('passes plain values and feature properties through', () => {
    expect(toFlatExpression(8)).toBe(8);
    expect(toFlatExpression('#336699')).toBe('#336699');
    expect(toFlatExpression(['get', 'map_sym_fill_color'])).toEqual(['get', 'map_sym_fill_color']);
  });

  it('turns step into a case chain, highest stop first', () => {
    expect(
      toFlatExpression([
        'step',
        ['get', 'current_flow_cfs'],
        '#C6DBEF',
        10,
        '#6BAED6',
        100,
        '#2171B5',
      ]),
    ).toEqual([
      'case',
      ['>=', ['get', 'current_flow_cfs'], 100],
      '#2171B5',
      ['>=', ['get', 'current_flow_cfs'], 10],
      '#6BAED6',
      '#C6DBEF',
    ]);
    expect(toFlatExpression(['step', ['get', 'x'], 3])).toBe(3);
  });

  it('keeps case and its comparisons', () => {
    expect(toFlatExpression(['case', ['==', ['get', 'call_status'], 'Active'], 1, 0.35])).toEqual([
      'case',
      ['==', ['get', 'call_status'], 'Active'],
      1,
      0.35,
    ]);
  });

  it('gives each label of a match arm its own arm', () => {
    expect(
      toFlatExpression([
        'match',
        ['get', 'locationtype'],
        ['Well', 'Well Field'],
        'brown',
        'Stream Gage',
        'blue',
        'grey',
      ]),
    ).toEqual([
      'match',
      ['get', 'locationtype'],
      'Well',
      'brown',
      'Well Field',
      'brown',
      'Stream Gage',
      'blue',
      'grey',
    ]);
  });

  it('keeps linear zoom interpolation and unwraps literals', () => {
    expect(toFlatExpression(['interpolate', ['linear'], ['zoom'], 6, 2, 12, 8])).toEqual([
      'interpolate',
      ['linear'],
      ['zoom'],
      6,
      2,
      12,
      8,
    ]);
    expect(toFlatExpression(['literal', [1, 2]])).toEqual([1, 2]);
  });

  it.each([
    [['get', 'name with spaces']],
    [['get', 'a', { nested: true }]],
    [['feature-state', 'hover']],
    [['step', ['get', 'x'], 1, 2]],
    [['interpolate', ['cubic-bezier', 0, 0, 1, 1], ['zoom'], 1, 2]],
    [{ stops: [[1, 2]] }],
    [null],
  ])('refuses %j, which WebGL cannot draw as Mapbox would', (value) => {
    expect(() => toFlatExpression(value)).toThrow(UnsupportedExpressionError);
  });
});
