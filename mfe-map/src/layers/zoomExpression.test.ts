import { buildExpression, newEvaluationContext } from 'ol/expr/cpu';
import { NumberType, newParsingContext, type ExpressionValue } from 'ol/expr/expression';
import { fromZoom, resolutionAtZoom, withMapboxZoom } from './zoomExpression';

/** Evaluates a flat expression at a resolution, as the canvas renderer does. */
function atResolution(expression: ExpressionValue, resolution: number): number {
  const evaluate = buildExpression(withMapboxZoom(expression), NumberType, newParsingContext());
  const context = newEvaluationContext();
  context.resolution = resolution;
  return evaluate(context) as number;
}

// ol-mapbox-style's zoom for a resolution (getZoomForResolution over its 512-pixel grid).
const glZoom = (resolution: number) => Math.log2(78271.51696402048 / resolution);

describe('the Mapbox GL zoom in flat styles', () => {
  it('reads Mapbox GL zooms, one below OpenLayers zooms', () => {
    // OpenLayers' zoom 8 (156543.03392804097 / 2^8) is Mapbox GL's zoom 7.
    expect(resolutionAtZoom(7)).toBeCloseTo(156543.03392804097 / 2 ** 8, 9);
    expect(atResolution(['zoom'], 156543.03392804097 / 2 ** 8)).toBeCloseTo(7, 12);
  });

  it('is the zoom ol-mapbox-style computes, within 1e-10, at every zoom the map shows', () => {
    for (let zoom = 0; zoom <= 28; zoom += 0.037) {
      const resolution = resolutionAtZoom(zoom) * (1 + 1e-7 * Math.sin(zoom));
      expect(Math.abs(atResolution(['zoom'], resolution) - glZoom(resolution))).toBeLessThan(1e-10);
    }
  });

  it('gives zoom curves their exact values, held outside the stops', () => {
    const width: ExpressionValue = ['interpolate', ['linear'], ['zoom'], 6, 0.6, 12, 1.4];
    expect(atResolution(width, resolutionAtZoom(10.6))).toBeCloseTo(0.6 + (4.6 / 6) * 0.8, 10);
    expect(atResolution(width, resolutionAtZoom(2))).toBe(0.6);
    expect(atResolution(width, resolutionAtZoom(16))).toBe(1.4);
  });

  it('starts a minzoom at its zoom, that zoom included', () => {
    const from7: ExpressionValue = ['case', fromZoom(7), 1, 0];
    expect(atResolution(from7, resolutionAtZoom(7))).toBe(1);
    expect(atResolution(from7, resolutionAtZoom(6.99))).toBe(0);
  });
});
