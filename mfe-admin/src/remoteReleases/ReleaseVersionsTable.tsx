import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import type { ReleaseEntryStatus } from '@headgate/contracts';
import { DataTable } from '@headgate/design-system';
import { formatDenver, SHORT_TIMESTAMP_FORMAT } from '@headgate/district-clock';
import { share } from './releaseEdits';

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

/** Whether browsers get the entry: served, rolled back by the rule (and when), or kept at 0 %. */
function statusOf(entry: ReleaseEntryStatus): string {
  if (entry.rolledBackAt)
    return `rolled back ${formatDenver(Date.parse(entry.rolledBackAt), SHORT_TIMESTAMP_FORMAT)}`;
  return entry.traffic > 0 ? 'served' : 'listed, not served';
}

/**
 * One remote's versions as stored, each beside how it fared in browsers over the last hour,
 * with Promote and Retire. The default version is neither promoted nor retired: it already is
 * the default, and the remote always needs one.
 */
export function ReleaseVersionsTable({
  remote,
  entries,
  busy,
  onPromote,
  onRetire,
}: {
  remote: string;
  entries: readonly ReleaseEntryStatus[];
  busy: boolean;
  onPromote: (version: string) => void;
  onRetire: (version: string) => void;
}) {
  const actions: GridColDef<ReleaseEntryStatus> = {
    field: 'actions',
    headerName: 'Actions',
    width: 170,
    sortable: false,
    filterable: false,
    disableExport: true,
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
        <Button
          size="small"
          aria-label={`Promote ${remote} ${row.version}`}
          disabled={busy || row.default}
          onClick={() => onPromote(row.version)}
        >
          Promote
        </Button>
        <Tooltip
          title={row.default ? 'The default version cannot be retired: promote another first.' : ''}
        >
          <span>
            <Button
              size="small"
              color="error"
              aria-label={`Retire ${remote} ${row.version}`}
              disabled={busy || row.default}
              onClick={() => onRetire(row.version)}
            >
              Retire
            </Button>
          </span>
        </Tooltip>
      </Stack>
    ),
  };
  return (
    <DataTable<ReleaseEntryStatus>
      label={`${remote} versions`}
      rows={entries}
      getRowId={(row) => row.version}
      height="auto"
      footerOnlyWhenPaged
      columns={[
        { field: 'version', headerName: 'Version', flex: 1, minWidth: 130 },
        { field: 'default', headerName: 'Default', type: 'boolean', width: 80 },
        {
          field: 'traffic',
          headerName: 'Traffic',
          type: 'number',
          width: 90,
          valueFormatter: (value: number) => share(value),
        },
        {
          field: 'status',
          headerName: 'Status',
          flex: 1.2,
          minWidth: 170,
          valueGetter: (_value, row) => statusOf(row),
        },
        { field: 'loads', headerName: 'Loads (1 h)', type: 'number', width: 100 },
        { field: 'errors', headerName: 'Errors (1 h)', type: 'number', width: 100 },
        {
          field: 'errorRate',
          headerName: 'Error rate',
          type: 'number',
          width: 100,
          valueFormatter: percent,
        },
        { field: 'url', headerName: 'Manifest URL', flex: 2, minWidth: 260 },
        {
          field: 'fallbackUrl',
          headerName: 'Fallback URL',
          flex: 1,
          minWidth: 180,
          valueGetter: (value: string | undefined) => value ?? '—',
        },
        actions,
      ]}
    />
  );
}
