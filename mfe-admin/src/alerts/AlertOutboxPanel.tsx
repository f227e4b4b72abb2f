import { useEndpointQuery } from '@headgate/api-client';
import { serverJobsEndpoints, type AlertOutboxMessage } from '@headgate/contracts';
import { DataTable } from '@headgate/design-system';
import { CollapsiblePanel } from '@headgate/design-system/panels';
import { formatDenver, TIMESTAMP_FORMAT } from '@headgate/district-clock';

const when = (iso: string | null) => (iso ? formatDenver(iso, TIMESTAMP_FORMAT) : '');

/** The panel's title with its count: "Outbox (1 message)", "Outbox (3 messages)". */
function outboxTitle(count: number): string {
  return `Outbox (${count} ${count === 1 ? 'message' : 'messages'})`;
}

/**
 * The alert engine's outbox: every message, to whom, and whether it was delivered, is waiting
 * (no SMTP, or a retry), or failed and why; and which server queued it and which last tried to
 * send it, so a failure points at one server's settings and log.
 */
export function AlertOutboxPanel() {
  const outbox = useEndpointQuery(
    serverJobsEndpoints.alertsOutbox,
    {},
    { refetchInterval: 15_000 },
  );
  return (
    <CollapsiblePanel title={outboxTitle(outbox.data?.length ?? 0)} heading="h2" unmountOnExit>
      <DataTable<AlertOutboxMessage>
        label="Alert outbox"
        rows={outbox.data ?? []}
        getRowId={(row) => row.message_ndx}
        loading={outbox.isLoading}
        errorMessage={outbox.error ? `Error fetching data: ${outbox.error.message}` : null}
        pageSize="generic"
        height={380}
        columns={[
          { field: 'created_at', headerName: 'Queued', minWidth: 150, valueFormatter: when },
          { field: 'queued_by', headerName: 'Queued by', minWidth: 130 },
          { field: 'subject', headerName: 'Subject', minWidth: 260, flex: 2 },
          {
            field: 'recipients',
            headerName: 'To',
            minWidth: 200,
            flex: 1.2,
            valueFormatter: (value: string[]) => value.join(', '),
          },
          { field: 'status', headerName: 'Status', width: 90 },
          { field: 'attempts', headerName: 'Attempts', type: 'number', width: 90 },
          { field: 'last_error', headerName: 'Why not sent', minWidth: 220, flex: 1.5 },
          { field: 'sent_at', headerName: 'Sent', minWidth: 150, valueFormatter: when },
          { field: 'sent_by', headerName: 'Sending server', minWidth: 130 },
        ]}
      />
    </CollapsiblePanel>
  );
}
