import { coordinateLabel, parseCoordinateQuery } from './parseCoordinateQuery';
import { parseCoordinateEntry } from './parseCoordinateEntry';

const points = (text: string) => parseCoordinateQuery(text).map(({ lat, lng }) => [lat, lng]);

describe('parseCoordinateQuery', () => {
  it('reads lat, lng as typed and offers the swapped reading when that is valid too', () => {
    expect(parseCoordinateQuery('40.267, -104.778')).toEqual([
      { lat: 40.267, lng: -104.778, label: 'Lat: 40.267, Lng: -104.778' },
    ]);
    expect(points('40.267, 80.5')).toEqual([
      [40.267, 80.5],
      [80.5, 40.267],
    ]);
  });

  it('offers only the swapped reading when the typed order is out of range', () => {
    expect(parseCoordinateQuery('-104.778, 40.267')).toEqual([
      { lat: 40.267, lng: -104.778, label: 'Lat: 40.267, Lng: -104.778' },
    ]);
  });

  it.each([
    ['40.267 -104.778', [[40.267, -104.778]]],
    ['40.267;-104.778', [[40.267, -104.778]]],
    ['  40.267 ,  -104.778 ', [[40.267, -104.778]]],
    [
      '10 20',
      [
        [10, 20],
        [20, 10],
      ],
    ],
    [
      '+10, -20',
      [
        [10, -20],
        [-20, 10],
      ],
    ],
    ['45, 45', [[45, 45]]],
    ['0 0', [[0, 0]]],
    ['90, 180', [[90, 180]]],
    ['-90 -90', [[-90, -90]]],
    ['lat: 10, lng: 20', [[10, 20]]],
    ['Lat: 40.267, Lng: -104.778', [[40.267, -104.778]]],
  ])('reads %p', (text, expected) => {
    expect(points(text)).toEqual(expected);
  });

  it.each([
    ['1600 Pennsylvania Ave'],
    ['Denver, CO'],
    ['80202'],
    ['40.267'],
    ['40.267, -104.778, 5'],
    ['200, 300'],
    ['95, 95'],
    ['-181, 91'],
    ['Highway 85 12'],
    [''],
  ])('leaves %p to the address geocoder', (text) => {
    expect(parseCoordinateQuery(text)).toEqual([]);
  });

  it('labels a point so that a buffer row reads the label back', () => {
    const label = coordinateLabel({ lat: 40.267, lng: -104.778 });
    expect(label).toBe('Lat: 40.267, Lng: -104.778');
    expect(parseCoordinateEntry(label)).toEqual({ lat: 40.267, lng: -104.778 });
    expect(points(label)).toEqual([[40.267, -104.778]]);
  });
});
