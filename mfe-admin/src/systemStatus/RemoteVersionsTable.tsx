import type { RemoteStatus } from '@headgate/contracts';
import { DataTable } from '@headgate/design-system';

interface VersionRow {
  id: string;
  remote: string;
  version: string;
  served: string;
  loads: number;
  failures: number;
}

/** Every remote's live versions, one row each, with their last hour in browsers. */
export function RemoteVersionsTable({ remotes }: { remotes: readonly RemoteStatus[] }) {
  const rows: VersionRow[] = remotes.flatMap(({ remote, versions }) =>
    versions.map((version) => ({
      id: `${remote}@${version.version}`,
      remote,
      version: version.version,
      served: version.default ? `default, ${version.traffic} %` : `canary, ${version.traffic} %`,
      loads: version.loads,
      failures: version.failures,
    })),
  );
  return (
    <DataTable<VersionRow>
      label="Live remote versions"
      rows={rows}
      height="auto"
      pageSize="reports"
      footerOnlyWhenPaged
      wrapText
      emptyText="No remote is listed in the release store."
      columns={[
        { field: 'remote', headerName: 'Remote', flex: 1, minWidth: 120 },
        { field: 'version', headerName: 'Version', width: 90 },
        { field: 'served', headerName: 'Served', width: 130 },
        { field: 'loads', headerName: 'Loads (1 h)', type: 'number', width: 100 },
        { field: 'failures', headerName: 'Failures (1 h)', type: 'number', width: 110 },
      ]}
    />
  );
}
