import type { ImportStatus } from '@headgate/contracts';
import { DataTable } from '@headgate/design-system';
import { agoText, dueText, everyText } from './statusWords';

function stateOf(source: ImportStatus): string {
  if (source.frequencyMinutes === null) return 'Disabled';
  if (source.overdue) return 'Overdue';
  return source.lastSuccessAt === null ? 'No success yet' : 'Current';
}

/** The imports by data source: whether each keeps up with its frequency. */
export function ImportsTable({
  imports,
  checkedAt,
}: {
  imports: readonly ImportStatus[];
  checkedAt: string;
}) {
  const ago = (value: string | null) => (value ? agoText(value, checkedAt) : 'never');
  return (
    <DataTable<ImportStatus>
      label="Imports by data source"
      rows={imports}
      getRowId={(row) => row.dataSource}
      height="auto"
      pageSize="reports"
      footerOnlyWhenPaged
      wrapText
      emptyText="No import is configured."
      columns={[
        { field: 'dataSource', headerName: 'Data source', flex: 1, minWidth: 120 },
        {
          field: 'state',
          headerName: 'State',
          width: 120,
          valueGetter: (_value, row) => stateOf(row),
        },
        { field: 'lastSuccessAt', headerName: 'Last success', width: 120, valueFormatter: ago },
        { field: 'lastFailureAt', headerName: 'Last failure', width: 120, valueFormatter: ago },
        {
          field: 'frequencyMinutes',
          headerName: 'Every',
          width: 90,
          valueFormatter: (value: number | null) => (value === null ? '–' : everyText(value)),
        },
        {
          field: 'nextDueAt',
          headerName: 'Next due',
          width: 120,
          valueFormatter: (value: string | null) => (value ? dueText(value, checkedAt) : '–'),
        },
      ]}
    />
  );
}
