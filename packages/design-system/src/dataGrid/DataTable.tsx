import { Suspense } from 'react';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { Loader, retryingLazy } from '@headgate/design-system/frame';
import type { DataTableProps } from './DataTableGrid';

// The grid is a chunk of its own: pages without a table (the map, sign-in) never load it.
// `lazy` drops the row type parameter; the loaded component keeps it.
const DataTableGrid = retryingLazy(
  () => import(/* webpackChunkName: "data-grid" */ './DataTableGrid'),
) as unknown as typeof import('./DataTableGrid').default;

/**
 * The product's one table (MUI X DataGrid): compact, paged with the spec's sizes, 'No Data
 * Available' when empty, the caller's readable message when the rows could not be fetched.
 */
export function DataTable<Row extends GridValidRowModel>(props: DataTableProps<Row>) {
  return (
    <Suspense fallback={<Loader label={`Loading ${props.label}`} />}>
      <DataTableGrid {...props} />
    </Suspense>
  );
}
