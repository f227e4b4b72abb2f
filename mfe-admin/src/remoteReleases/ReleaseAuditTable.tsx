import type { ReleaseChange } from '@headgate/contracts';
import { DataTable } from '@headgate/design-system';
import { formatDenver, TIMESTAMP_FORMAT } from '@headgate/district-clock';
import { releaseChangeText } from './releaseChangeText';

const CHANGE = { update: 'Changed', rollback: 'Rolled back', import: 'Imported' } as const;

/** The past changes of every remote's entries from the audit trail: who, when, what. */
export function ReleaseAuditTable({ changes }: { changes: readonly ReleaseChange[] }) {
  return (
    <DataTable<ReleaseChange>
      label="Release changes"
      rows={changes}
      getRowId={(row) => row.auditNdx}
      height="auto"
      wrapText
      emptyText="No release changes recorded yet."
      exportFileName="release-changes"
      columns={[
        {
          field: 'at',
          headerName: 'When',
          width: 170,
          valueFormatter: (value: string) => formatDenver(Date.parse(value), TIMESTAMP_FORMAT),
        },
        { field: 'actorName', headerName: 'Who', flex: 1, minWidth: 120 },
        { field: 'remote', headerName: 'Remote', width: 130 },
        {
          field: 'change',
          headerName: 'Change',
          width: 110,
          valueFormatter: (value: ReleaseChange['change']) => CHANGE[value],
        },
        {
          field: 'what',
          headerName: 'What',
          flex: 2.5,
          minWidth: 220,
          valueGetter: (_value, row) => releaseChangeText(row),
        },
      ]}
    />
  );
}
