import type { FlatStyle } from 'ol/style/flat';
import { UnsupportedExpressionError } from './glExpression';
import { glLayerRule, LABEL_PROPERTY_PREFIX } from './glFlatStyle';
import { resolutionAtZoom } from './zoomExpression';

// The layer paints the demo ships (packages/server/demo/mapLayers.ts).
const LABEL_PAINT = {
  'text-color': '#1A1A1A',
  'text-halo-color': '#FFFFFF',
  'text-halo-width': 1.5,
};

describe('Mapbox GL layers as flat-style rules', () => {
  it('fills with a faded colour and ol-mapbox-style’s half-pixel outline', () => {
    const { rule } = glLayerRule(
      {
        id: 'water-districts-fill',
        type: 'fill',
        paint: { 'fill-color': '#6BAED6', 'fill-opacity': 0.08 },
      },
      3,
    );
    expect(rule).toEqual({
      style: {
        'fill-color': ['color', 107, 174, 214, 0.08],
        'stroke-color': ['color', 107, 174, 214, 0.08],
        'stroke-width': 0.5,
        'z-index': 3,
      },
    });
  });

  it('draws lines with butt caps, mitred joins and dashes in line widths', () => {
    const { rule } = glLayerRule(
      {
        id: 'counties-line',
        type: 'line',
        paint: { 'line-color': '#7F7F7F', 'line-width': 1, 'line-dasharray': [3, 2] },
      },
      0,
    );
    expect(rule.style).toMatchObject({
      'stroke-color': '#7F7F7F',
      'stroke-width': 1,
      'stroke-line-cap': 'butt',
      'stroke-line-join': 'miter',
      'stroke-miter-limit': 2,
      'stroke-line-dash': [3, 2],
    });
  });

  it('gives a label recipe the layer’s filter on feature data, without its zoom range', () => {
    const { rule, label } = glLayerRule(
      {
        id: 'town-labels',
        type: 'symbol',
        layout: { 'text-field': ['get', 'name'], 'text-size': 12 },
        paint: LABEL_PAINT,
        filter: ['==', ['get', 'rank'], 3],
        minzoom: 9,
      },
      0,
    );
    expect(rule.filter).toEqual([
      'all',
      ['<=', ['resolution'], resolutionAtZoom(9)],
      ['==', ['get', 'rank'], 3],
    ]);
    expect(label?.filter).toEqual(['==', ['get', 'rank'], 3]);
  });

  it('labels below a point with the shipped label layout, from the layer’s minzoom on', () => {
    const { rule, label } = glLayerRule(
      {
        id: 'wells-labels',
        type: 'symbol',
        layout: {
          'text-field': ['get', 'name'],
          'text-size': 12,
          'text-offset': [0, 1.2],
          'text-anchor': 'top',
        },
        paint: LABEL_PAINT,
        minzoom: 12,
      },
      0,
    );
    expect(rule.filter).toEqual(['<=', ['resolution'], resolutionAtZoom(12)]);
    expect(rule.style).toMatchObject({
      'text-value': ['get', `${LABEL_PROPERTY_PREFIX}wells-labels`],
      'text-font': 'normal 400 12px/1.2 Arial,sans-serif',
      'text-fill-color': '#1A1A1A',
      'text-stroke-color': '#FFFFFF',
      'text-stroke-width': 3,
      'text-align': 'center',
      'text-baseline': 'top',
      'text-offset-x': 0,
      'text-padding': [2, 2, 2, 2],
      'text-overflow': true,
      'text-declutter-mode': 'declutter',
    });
    // 1.2 ems below, plus the halo and half the extra line height, as ol-mapbox-style placed it.
    expect((rule.style as FlatStyle)['text-offset-y']).toBeCloseTo(14.4 + 1.5 + 1.2, 9);
    expect(label).toEqual({
      property: `${LABEL_PROPERTY_PREFIX}wells-labels`,
      field: 'name',
      uppercase: false,
      font: 'normal 400 12px/1.2 Arial,sans-serif',
      maxWidthEms: 10,
      letterSpacing: 0,
    });
  });

  it('keeps data expressions, such as the streamflow steps', () => {
    const { rule } = glLayerRule(
      {
        id: 'current-streamflow',
        type: 'circle',
        paint: {
          'circle-radius': 8,
          'circle-color': ['step', ['get', 'current_flow_cfs'], '#C6DBEF', 10, '#6BAED6'],
          'circle-stroke-width': 1.5,
          'circle-stroke-color': '#FFFFFF',
        },
      },
      0,
    );
    expect((rule.style as FlatStyle)['circle-fill-color']).toEqual([
      'case',
      ['>=', ['get', 'current_flow_cfs'], 10],
      '#6BAED6',
      '#C6DBEF',
    ]);
  });

  it.each([
    [
      'an icon',
      { id: 'a', type: 'symbol', layout: { 'icon-image': 'x', 'text-field': ['get', 'n'] } },
    ],
    ['a fill pattern', { id: 'a', type: 'fill', paint: { 'fill-pattern': 'x' } }],
    ['a legacy filter', { id: 'a', type: 'line', filter: ['==', 'rank', 1] }],
    ['an unknown operator', { id: 'a', type: 'line', paint: { 'line-width': ['ln2'] } }],
    [
      'a formatted text field',
      { id: 'a', type: 'symbol', layout: { 'text-field': ['format', 'x', {}] } },
    ],
  ])('leaves %s to the style engine', (_what, layer) => {
    expect(() => glLayerRule(layer, 0)).toThrow(UnsupportedExpressionError);
  });
});
