import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorSource from 'ol/source/Vector';
import type { LabelRecipe } from './glFlatStyle';
import { canvasMeasure, labelFeatures, labelText } from './labelFeatures';

const measure = (text: string) => text.length * 10;
const recipe: LabelRecipe = {
  property: 'headgate_label_county-labels',
  field: 'name',
  uppercase: true,
  font: 'normal 700 11px/1.2 Arial,sans-serif',
  maxWidthEms: 10,
  letterSpacing: 0.18,
};

describe('label text', () => {
  it('uppercases, breaks and spaces a label as its layer asks', () => {
    expect(labelText({ name: ' Weld ' }, recipe, measure)).toBe(
      'W\u200A\u200AE\u200A\u200AL\u200A\u200AD',
    );
    expect(
      labelText(
        { name: 'Colorado Springs' },
        { ...recipe, uppercase: false, letterSpacing: 0 },
        measure,
      ),
    ).toBe('Colorado\nSprings');
  });

  it('does not break a label that follows a line', () => {
    const alongLine = { ...recipe, uppercase: false, letterSpacing: 0, maxWidthEms: null };
    expect(labelText({ name: 'South Platte River' }, alongLine, measure)).toBe(
      'South Platte River',
    );
  });

  it('gives a feature without the field no label, and numbers as text', () => {
    expect(labelText({}, recipe, measure)).toBe('');
    expect(labelText({ name: null }, recipe, measure)).toBe('');
    expect(labelText({ name: 17 }, { ...recipe, letterSpacing: 0 }, measure)).toBe('17');
  });
});

describe('measuring labels on a canvas', () => {
  it('measures each text once and sets the font only when it changes', () => {
    const fonts: string[] = [];
    const measured: string[] = [];
    const context = {
      set font(value: string) {
        fonts.push(value);
      },
      measureText: (text: string) => {
        measured.push(text);
        return { width: text.length * 7 };
      },
    };
    jest
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockReturnValue(context as unknown as CanvasRenderingContext2D);
    const bold = canvasMeasure('bold 11px sans-serif');
    const plain = canvasMeasure('11px sans-serif');
    for (const name of ['Weld County', 'Adams County', 'Weld County'])
      labelText({ name }, { ...recipe, letterSpacing: 0, uppercase: false, maxWidthEms: 1 }, bold);
    expect(bold('Weld')).toBe(28);
    expect(new Set(measured).size).toBe(measured.length);
    expect(fonts).toEqual(['bold 11px sans-serif']);
    expect(plain('Weld')).toBe(28);
    expect(fonts).toEqual(['bold 11px sans-serif', '11px sans-serif']);
  });
});

describe('labelling a source', () => {
  const place = (name: string, rank: number) =>
    new Feature({ geometry: new Point([0, 0]), name, rank });
  const byRank = (rank: number): LabelRecipe => ({
    ...recipe,
    property: `label-${rank}`,
    uppercase: false,
    letterSpacing: 0,
    maxWidthEms: null,
    filter: ['==', ['get', 'rank'], rank],
  });

  it('labels each feature only for the layers whose filter takes it, now and as features arrive', () => {
    const source = new VectorSource({ features: [place('Denver', 1), place('Brighton', 3)] });
    labelFeatures(source, [byRank(1), byRank(3)]);
    source.addFeature(place('Greeley', 3));
    expect(
      source.getFeatures().map((feature) => [feature.get('label-1'), feature.get('label-3')]),
    ).toEqual([
      ['Denver', undefined],
      [undefined, 'Brighton'],
      [undefined, 'Greeley'],
    ]);
  });

  it('labels every feature for a layer without a filter, or whose filter reads the zoom', () => {
    const source = new VectorSource({ features: [place('Denver', 1), place('Brighton', 3)] });
    const all = { ...byRank(1), property: 'label-all', filter: undefined };
    const zoomed = { ...byRank(1), property: 'label-zoomed', filter: ['>=', ['zoom'], 9] };
    labelFeatures(source, [all, zoomed]);
    expect(source.getFeatures().map((feature) => feature.get('label-all'))).toEqual([
      'Denver',
      'Brighton',
    ]);
    expect(source.getFeatures().map((feature) => feature.get('label-zoomed'))).toEqual([
      'Denver',
      'Brighton',
    ]);
  });
});
