import Feature from 'ol/Feature';
import LineString from 'ol/geom/LineString';
import type { ExpressionValue } from 'ol/expr/expression';
import type { NumberExpression, Rule } from 'ol/style/flat';
import type Style from 'ol/style/Style';
import { fromZoom, mapboxZoomAt, resolutionAtZoom, zoomBoundStyle } from './zoomExpression';

const line = new Feature(
  new LineString([
    [0, 0],
    [1000, 0],
  ]),
);

/** The stroke width a rule's style gives a line at a resolution, as the canvas renderer asks. */
function widthAt(rules: Rule[], resolution: number): number | null {
  const style = zoomBoundStyle(rules);
  if (typeof style !== 'function') throw new Error('expected a zoom-bound style function');
  return widthFrom(style, resolution);
}

function widthFrom(style: ReturnType<typeof zoomBoundStyle>, resolution: number): number | null {
  if (typeof style !== 'function') throw new Error('expected a zoom-bound style function');
  const styles = style(line, resolution) as Style[] | undefined;
  return styles?.[0]?.getStroke()?.getWidth() ?? null;
}

const widthRule = (width: NumberExpression, filter?: ExpressionValue): Rule[] => [
  { ...(filter ? { filter } : {}), style: { 'stroke-color': '#336699', 'stroke-width': width } },
];

// ol-mapbox-style's zoom for a resolution (getZoomForResolution over its 512-pixel grid).
const glZoom = (resolution: number) => Math.log2(78271.51696402048 / resolution);

describe('the Mapbox GL zoom in flat styles', () => {
  it('reads Mapbox GL zooms, one below OpenLayers zooms', () => {
    // OpenLayers' zoom 8 (156543.03392804097 / 2^8) is Mapbox GL's zoom 7.
    expect(resolutionAtZoom(7)).toBeCloseTo(156543.03392804097 / 2 ** 8, 9);
    expect(mapboxZoomAt(156543.03392804097 / 2 ** 8)).toBeCloseTo(7, 12);
  });

  it('is the zoom ol-mapbox-style computes at every zoom the map shows', () => {
    const style = zoomBoundStyle(widthRule(['zoom']));
    for (let zoom = 0; zoom <= 28; zoom += 0.037) {
      const resolution = resolutionAtZoom(zoom) * (1 + 1e-7 * Math.sin(zoom));
      expect(widthFrom(style, resolution)).toBeCloseTo(glZoom(resolution), 12);
    }
  });

  it('gives zoom curves their exact values, held outside the stops', () => {
    const rules = widthRule(['interpolate', ['linear'], ['zoom'], 6, 0.6, 12, 1.4]);
    expect(widthAt(rules, resolutionAtZoom(10.6))).toBeCloseTo(0.6 + (4.6 / 6) * 0.8, 10);
    expect(widthAt(rules, resolutionAtZoom(2))).toBe(0.6);
    expect(widthAt(rules, resolutionAtZoom(16))).toBe(1.4);
  });

  it('gives each resolution its own value, back and forth, whatever was drawn before', () => {
    const style = zoomBoundStyle(widthRule(['interpolate', ['linear'], ['zoom'], 0, 0, 20, 20]));
    const zooms = [3, 9, 3, 14.5, 9, 1, 2, 5, 6, 3];
    expect(zooms.map((zoom) => widthFrom(style, resolutionAtZoom(zoom)))).toEqual(
      zooms.map((zoom) => expect.closeTo(zoom, 10)),
    );
  });

  it('reads the zoom in filters too', () => {
    const rules = widthRule(2, ['>=', ['zoom'], 9]);
    expect(widthAt(rules, resolutionAtZoom(9.5))).toBe(2);
    expect(widthAt(rules, resolutionAtZoom(8.5))).toBeNull();
  });

  it('starts a minzoom at its zoom, that zoom included', () => {
    const from7 = widthRule(['zoom'], fromZoom(7));
    expect(widthAt(from7, resolutionAtZoom(7))).toBeCloseTo(7, 10);
    expect(widthAt(from7, resolutionAtZoom(6.99))).toBeNull();
  });

  it('leaves rules that do not read the zoom to OpenLayers as they are', () => {
    const rules = widthRule(['get', 'width'], fromZoom(7));
    expect(zoomBoundStyle(rules)).toBe(rules);
  });
});
