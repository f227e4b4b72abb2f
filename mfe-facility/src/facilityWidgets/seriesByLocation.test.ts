import { seriesByLocation } from './seriesByLocation';

const row = (location_ndx: number, at: string, value: number) => ({
  location_ndx,
  location_id: `L${location_ndx}`,
  graph_series_color: location_ndx === 1 ? '#ff0000' : '#0000ff',
  unit_desc: 'cfs',
  at,
  value,
});

describe('seriesByLocation', () => {
  it('makes a line per location, in first-seen order, points oldest first', () => {
    const rows = [
      row(2, '2026-11-20T10:15:00Z', 5),
      row(1, '2026-11-20T10:15:00Z', 3),
      row(2, '2026-11-20T10:00:00Z', 4),
    ];
    const series = seriesByLocation(rows, (r) => [Date.parse(r.at), r.value]);
    expect(series.map((line) => line.name)).toEqual(['L2', 'L1']);
    expect(series[0]).toEqual({
      name: 'L2',
      color: '#0000ff',
      unit: 'cfs',
      points: [
        [Date.parse('2026-11-20T10:00:00Z'), 4],
        [Date.parse('2026-11-20T10:15:00Z'), 5],
      ],
    });
  });
});
