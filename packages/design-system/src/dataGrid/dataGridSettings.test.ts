import { GRID_MAX_PAGE_SIZE, TABLE_PAGE_SIZES, gridPageSizes } from './dataGridSettings';

describe('the tables’ page sizes (spec/dashboard.md §9, spec/public-map.md §9)', () => {
  it('keeps the spec’s values for every kind of table', () => {
    expect(TABLE_PAGE_SIZES.generic).toEqual({ initial: 10, options: [5, 10, 30, 60] });
    expect(TABLE_PAGE_SIZES.records).toEqual({ initial: 10, options: [10, 30, 50, 100, 200] });
    expect(TABLE_PAGE_SIZES.associations).toEqual({ initial: 15, options: [15, 30, 60] });
    expect(TABLE_PAGE_SIZES.users).toEqual({ initial: 30, options: [5, 10, 30, 60] });
    expect(TABLE_PAGE_SIZES.reports).toEqual({ initial: 60, options: [60] });
    expect(TABLE_PAGE_SIZES.facilityData).toEqual({
      initial: 120,
      options: [5, 10, 30, 60, 120, 300],
    });
  });

  it('offers them as they are when the grid can show them', () => {
    expect(gridPageSizes('generic')).toEqual({ initial: 10, options: [5, 10, 30, 60] });
    expect(gridPageSizes('reports')).toEqual({ initial: 60, options: [60] });
  });

  it('offers the grid’s largest page instead of the larger ones', () => {
    expect(gridPageSizes('records')).toEqual({ initial: 10, options: [10, 30, 50, 100] });
    expect(gridPageSizes('facilityData')).toEqual({
      initial: GRID_MAX_PAGE_SIZE,
      options: [5, 10, 30, 60, GRID_MAX_PAGE_SIZE],
    });
  });
});
