import {
  BLANK_READOUTS,
  formatArea,
  formatFeet,
  formatLatLng,
  formatLineLength,
  kmToFeet,
  measurementReadouts,
  metresToFeet,
  squareMetresToAcres,
  squareMetresToSquareFeet,
  type DrawingMeasure,
} from './measurements';

describe('conversions (public-map §9)', () => {
  it('has 3280.84 feet in a kilometre', () => {
    expect(kmToFeet(1)).toBe(3280.84);
    expect(kmToFeet(0.5)).toBeCloseTo(1640.42, 6);
    expect(metresToFeet(1000)).toBeCloseTo(3280.84, 6);
  });

  it('divides square metres by 4047 for acres and multiplies by 10.7639 for square feet', () => {
    expect(squareMetresToAcres(4047)).toBe(1);
    expect(squareMetresToAcres(40_470)).toBe(10);
    expect(squareMetresToSquareFeet(1)).toBe(10.7639);
    expect(squareMetresToSquareFeet(100)).toBeCloseTo(1076.39, 6);
  });
});

describe('formatting', () => {
  it('shows feet with a thousands separator and one decimal', () => {
    expect(formatFeet(376.3)).toBe('1,234.6 ft');
    expect(formatFeet(0)).toBe('0.0 ft');
  });

  it('shows a line in feet with miles in brackets', () => {
    expect(formatLineLength(1609.344)).toBe('5,280.0 ft (1.00 mi)');
  });

  it('shows an area in acres with square feet in brackets', () => {
    expect(formatArea(40_470)).toBe('10.00 acres (435,615 sq ft)');
  });

  it('shows a point as latitude, longitude with six decimals', () => {
    expect(formatLatLng([-104.868855, 39.9224])).toBe('39.922400, -104.868855');
  });
});

describe('measurementReadouts', () => {
  it('is blank when there are no drawings', () => {
    expect(measurementReadouts([])).toEqual(BLANK_READOUTS);
  });

  it('reads the circle, line and point edited most recently, whatever the list order', () => {
    const measures: DrawingMeasure[] = [
      { kind: 'line', lengthMetres: 1609.344, editedOrder: 7 },
      { kind: 'line', lengthMetres: 100, editedOrder: 2 },
      { kind: 'circle', radiusMetres: 1000, editedOrder: 3 },
      { kind: 'circle', radiusMetres: 376.3, editedOrder: 9 },
      { kind: 'point', lonLat: [-104.868855, 39.9224], editedOrder: 4 },
      { kind: 'point', lonLat: [-105, 40], editedOrder: 1 },
    ];
    expect(measurementReadouts(measures)).toEqual({
      circleRadius: '1,234.6 ft',
      lineLength: '5,280.0 ft (1.00 mi)',
      polygonArea: '',
      pointCoordinates: '39.922400, -104.868855',
    });
  });

  it('adds up the area of every polygon, leaving circles out', () => {
    const measures: DrawingMeasure[] = [
      { kind: 'polygon', areaSquareMetres: 4047, editedOrder: 1 },
      { kind: 'polygon', areaSquareMetres: 8094, editedOrder: 2 },
      { kind: 'circle', radiusMetres: 500, editedOrder: 3 },
    ];
    expect(measurementReadouts(measures).polygonArea).toBe('3.00 acres (130,685 sq ft)');
  });

  it('blanks only the kinds that are not drawn', () => {
    const readouts = measurementReadouts([{ kind: 'point', lonLat: [-105, 40], editedOrder: 1 }]);
    expect(readouts).toEqual({ ...BLANK_READOUTS, pointCoordinates: '40.000000, -105.000000' });
  });
});
