import { comparisonTable, tableAsCsv, tableAsTsv } from './comparisonTable';

const series = (name: string, points: [number, number][]) => ({
  location_ndx: 1,
  location_name: name,
  parameter_name: 'Flow',
  units: 'cfs',
  legend_color: '#000000',
  points,
});

describe('the comparison table', () => {
  it('has a row per time and a column per series of both axes', () => {
    const { columns, rows } = comparisonTable(
      [
        series('Inlet', [
          [2, 5],
          [1, 4],
        ]),
      ],
      [series('Outlet', [[2, 7]])],
    );
    expect(columns.map((column) => column.heading)).toEqual([
      'Left: Inlet (cfs)',
      'Right: Outlet (cfs)',
    ]);
    expect(rows).toEqual([
      { at: 1, s0: 4 },
      { at: 2, s0: 5, s1: 7 },
    ]);
    expect(tableAsTsv(columns, rows, (at) => `t${at}`)).toBe(
      'Time\tLeft: Inlet (cfs)\tRight: Outlet (cfs)\nt1\t4\t\nt2\t5\t7',
    );
  });

  it('copies a cell a spreadsheet would run as a formula as text, numbers as numbers', () => {
    const { columns, rows } = comparisonTable([series('Inlet', [[1, -2.5]])], []);
    expect(tableAsTsv(columns, rows, () => '=1+1')).toBe('Time\tLeft: Inlet (cfs)\n"\'=1+1"\t-2.5');
  });

  it('exports CSV with quoted names and names a spreadsheet would run kept as text', () => {
    const { columns, rows } = comparisonTable(
      [series('Ditch "A", east', [[1, -2.5]])],
      [series('Outlet', [[1, 3]])],
    );
    expect(tableAsCsv(columns, rows, () => '=01/02/2026')).toBe(
      'Time,"Left: Ditch ""A"", east (cfs)",Right: Outlet (cfs)\r\n"\'=01/02/2026",-2.5,3',
    );
  });
});
