import { useQuery } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { useEndpointQuery } from '@headgate/api-client';
import { platformEndpoints } from '@headgate/contracts';
import { DataTable } from '@headgate/design-system';
import { formatDenver, SHORT_TIMESTAMP_FORMAT } from '@headgate/district-clock';
import { DISCOVERY_URL, parseDiscoveryDocument } from '@headgate/site-map';
import { releaseRows, type ReleaseRow } from './releaseRows';

async function servedDiscovery() {
  const response = await fetch(DISCOVERY_URL, { cache: 'no-cache' });
  if (!response.ok)
    throw new Error(`the discovery document could not be read (${response.status})`);
  return parseDiscoveryDocument(await response.json());
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

/**
 * Remote Releases (issue 18): each remote's versions as the site serves them, their traffic
 * shares, and how they fared in browsers over the last hour; canaries the rollback rule stopped.
 */
export function RemoteReleasesPage() {
  const discovery = useQuery({
    queryKey: ['remote-releases', 'discovery'],
    queryFn: servedDiscovery,
    refetchInterval: 30_000,
  });
  const summary = useEndpointQuery(
    platformEndpoints.clientEventsSummary,
    {},
    { refetchInterval: 30_000 },
  );
  const error = discovery.error ?? summary.error;
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        Loads and errors are what browsers reported in the last hour. A canary whose error rate
        passes the discovery file&apos;s rollback rule is no longer served. The README&apos;s
        operator section shows how to release, share traffic, pin a version and roll back.
      </Typography>
      <DataTable<ReleaseRow>
        label="Remote releases"
        rows={discovery.data && summary.data ? releaseRows(discovery.data, summary.data) : []}
        loading={discovery.isPending || summary.isPending}
        errorMessage={error ? `Error fetching data: ${error.message}` : null}
        exportFileName="remote-releases"
        columns={[
          { field: 'remote', headerName: 'Remote', flex: 1, minWidth: 130 },
          { field: 'version', headerName: 'Version', flex: 1.4, minWidth: 190 },
          {
            field: 'traffic',
            headerName: 'Traffic',
            type: 'number',
            flex: 0.7,
            valueFormatter: (value: number | null) => (value === null ? '—' : `${value} %`),
          },
          { field: 'isDefault', headerName: 'Default', type: 'boolean', flex: 0.6 },
          {
            field: 'status',
            headerName: 'Status',
            flex: 1.6,
            minWidth: 200,
            valueGetter: (_value, row) =>
              row.rolledBackAt
                ? `rolled back ${formatDenver(row.rolledBackAt, SHORT_TIMESTAMP_FORMAT)}`
                : row.status,
          },
          { field: 'loads', headerName: 'Loads (1 h)', type: 'number', flex: 0.8 },
          { field: 'errors', headerName: 'Errors (1 h)', type: 'number', flex: 0.8 },
          {
            field: 'errorRate',
            headerName: 'Error rate',
            type: 'number',
            flex: 0.8,
            valueFormatter: percent,
          },
        ]}
      />
    </Stack>
  );
}
