import { MOBILE_LEGEND, type MobileReportRow } from '@headgate/contracts';
import { pivotRows } from './pivotRows';

const record = (
  row_name: string,
  row_sort: number,
  column_name: string,
  column_sort: number,
  result_formatted: string,
  highlight_color: string | null = null,
): MobileReportRow => ({
  row_name,
  row_sort,
  column_name,
  column_sort,
  result_formatted,
  highlight_color,
  facility_ndx: 37,
});

it('orders rows and columns by their sorts, whatever order the records come in', () => {
  const table = pivotRows([
    record('LBR-OUT', 2, 'Water Level', 2, '-'),
    record('LBR', 1, 'Water Level', 2, '4,961.25', MOBILE_LEGEND.missing.color),
    record('LBR-OUT', 2, 'Flow', 1, ''),
    record('LBR', 1, 'Flow', 1, '-'),
  ]);
  expect(table.columns).toEqual(['Flow', 'Water Level']);
  expect(table.rows).toEqual([
    {
      id: 'LBR',
      name: 'LBR',
      facilityNdx: 37,
      cells: [
        { text: '-', highlight: null },
        { text: '4,961.25', highlight: '#FFEB3B' },
      ],
    },
    {
      id: 'LBR-OUT',
      name: 'LBR-OUT',
      facilityNdx: 37,
      cells: [
        { text: '', highlight: null },
        { text: '-', highlight: null },
      ],
    },
  ]);
});

it('leaves a cell the answer does not mention empty, in its own column', () => {
  const table = pivotRows([record('A', 1, 'Flow', 1, '5'), record('B', 2, 'Level', 2, '7')]);
  expect(table.rows[1]!.cells).toEqual([
    { text: '', highlight: null },
    { text: '7', highlight: null },
  ]);
});

it('is empty for an empty answer', () => {
  expect(pivotRows([])).toEqual({ columns: [], rows: [] });
});
