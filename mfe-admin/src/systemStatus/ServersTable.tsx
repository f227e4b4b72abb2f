import type { ServerStatus } from '@headgate/contracts';
import { DataTable } from '@headgate/design-system';
import { formatDenver, SHORT_TIMESTAMP_FORMAT } from '@headgate/district-clock';
import { agoText } from './statusWords';

function stateOf(server: ServerStatus): string {
  if (server.gone) return 'Gone';
  return server.ready ? 'Ready' : 'Not ready';
}

/** The servers on the database: seen now, or gone earlier today (after the others). */
export function ServersTable({
  servers,
  checkedAt,
}: {
  servers: readonly ServerStatus[];
  checkedAt: string;
}) {
  return (
    <DataTable<ServerStatus>
      label="Servers"
      rows={servers}
      getRowId={(row) => row.name}
      height="auto"
      pageSize="reports"
      footerOnlyWhenPaged
      wrapText
      columns={[
        { field: 'name', headerName: 'Server', flex: 1, minWidth: 140 },
        {
          field: 'state',
          headerName: 'State',
          width: 100,
          valueGetter: (_value, row) => stateOf(row),
        },
        {
          field: 'jobs',
          headerName: 'Jobs',
          width: 100,
          valueFormatter: (value: boolean) => (value ? 'Runs jobs' : 'No jobs'),
        },
        { field: 'version', headerName: 'Version', width: 90 },
        {
          field: 'lastSeenAt',
          headerName: 'Last seen',
          width: 120,
          valueFormatter: (value: string) => agoText(value, checkedAt),
        },
        {
          field: 'startedAt',
          headerName: 'Started',
          width: 140,
          valueFormatter: (value: string) => formatDenver(value, SHORT_TIMESTAMP_FORMAT),
        },
      ]}
    />
  );
}
