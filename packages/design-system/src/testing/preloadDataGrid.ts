/**
 * Loads MUI X's data grid before the tests of the enclosing file or block. `DataTable` loads it
 * lazily, and its first load (up to 7 s on a busy machine) would otherwise fall inside the first
 * test's `findBy*` wait; loaded before, it counts against none of them.
 */
export function preloadDataGrid(): void {
  beforeAll(() => import('@mui/x-data-grid'));
}
