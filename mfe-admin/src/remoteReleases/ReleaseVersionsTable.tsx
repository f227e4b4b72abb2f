import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef } from '@mui/x-data-grid';
import type { ReleaseEntryStatus } from '@headgate/contracts';
import { DataTable } from '@headgate/design-system';
import { formatDenver, SHORT_TIMESTAMP_FORMAT } from '@headgate/district-clock';
import { share } from './releaseEdits';

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

/**
 * The entry's part and whether browsers get it: the default, a canary, rolled back by the rule
 * (and when), or kept at 0 %.
 */
function statusOf(entry: ReleaseEntryStatus): string {
  if (entry.rolledBackAt)
    return `rolled back ${formatDenver(Date.parse(entry.rolledBackAt), SHORT_TIMESTAMP_FORMAT)}`;
  if (entry.default) return 'default, served';
  return entry.traffic > 0 ? 'canary, served' : 'listed, not served';
}

/** The manifest URL and its fallback, broken anywhere: a CDN's URLs are long and have no spaces. */
function ManifestUrls({ entry }: { entry: ReleaseEntryStatus }) {
  return (
    <Stack sx={{ wordBreak: 'break-all' }}>
      <Typography variant="body2">{entry.url}</Typography>
      {entry.fallbackUrl && (
        <Typography variant="caption" color="text.secondary">
          fallback {entry.fallbackUrl}
        </Typography>
      )}
    </Stack>
  );
}

/** On a phone the version, its share and its actions come first; the rest is a scroll away. */
function phoneOrder(columns: GridColDef<ReleaseEntryStatus>[]) {
  const first = ['version', 'traffic', 'actions'];
  return [
    ...first.map((field) => columns.find((column) => column.field === field)!),
    ...columns.filter((column) => !first.includes(column.field)),
  ];
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
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const actions: GridColDef<ReleaseEntryStatus> = {
    field: 'actions',
    headerName: 'Actions',
    width: 160,
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
        {/* The browser's own tooltip: MUI's would add its popper to the page's first load. */}
        <span
          title={
            row.default
              ? 'The default version cannot be retired: promote another first.'
              : undefined
          }
        >
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
      </Stack>
    ),
  };
  const columns: GridColDef<ReleaseEntryStatus>[] = [
    { field: 'version', headerName: 'Version', flex: 0.8, minWidth: 90 },
    {
      field: 'traffic',
      headerName: 'Traffic',
      type: 'number',
      width: 80,
      valueFormatter: (value: number) => share(value),
    },
    {
      field: 'status',
      headerName: 'Status',
      flex: 1,
      minWidth: 150,
      valueGetter: (_value, row) => statusOf(row),
    },
    {
      field: 'errorRate',
      headerName: 'Error rate',
      type: 'number',
      width: 90,
      valueFormatter: percent,
    },
    { field: 'loads', headerName: 'Loads (1 h)', type: 'number', width: 90 },
    { field: 'errors', headerName: 'Errors (1 h)', type: 'number', width: 90 },
    // Distinct addresses: the rollback rule needs enough of them, and weighs each alike.
    { field: 'clients', headerName: 'Clients (1 h)', type: 'number', width: 90 },
    actions,
    {
      field: 'url',
      headerName: 'Manifest URL',
      flex: 2,
      minWidth: 220,
      sortable: false,
      renderCell: ({ row }) => <ManifestUrls entry={row} />,
    },
  ];
  return (
    <DataTable<ReleaseEntryStatus>
      label={`${remote} versions`}
      rows={entries}
      getRowId={(row) => row.version}
      height="auto"
      // One page of up to 60 rows (a remote lists at most 20): no footer.
      pageSize="reports"
      footerOnlyWhenPaged
      wrapText
      columns={narrow ? phoneOrder(columns) : columns}
    />
  );
}
