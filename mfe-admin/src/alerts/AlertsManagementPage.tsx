import Switch from '@mui/material/Switch';
import type { GridColDef } from '@mui/x-data-grid';
import { callEndpoint } from '@headgate/api-client';
import { alertEndpoints, alertsRecord, type AlertRequest } from '@headgate/contracts';
import { formatDenver, TIMESTAMP_FORMAT } from '@headgate/district-clock';
import { recordChanges } from '../records/recordCalls';
import { RecordsPage } from '../records/RecordsPage';
import { useRecordWrite } from '../records/useRecordWrite';
import { AlertForm } from './AlertForm';
import { AlertOutboxPanel } from './AlertOutboxPanel';

const when = (iso: string | null) => (iso ? formatDenver(iso, TIMESTAMP_FORMAT) : '');

/**
 * Alerts Management (spec §2, §4, §5): the alert requests with their latest reading and last
 * alert, enabled toggled in the table, and the form below it for Add and Edit.
 */
export function AlertsManagementPage() {
  const toggle = useRecordWrite({
    send: ({ id, enabled }: { id: number; enabled: boolean }) =>
      callEndpoint(alertEndpoints.setEnabled, {
        params: { alert_request_ndx: id },
        body: { enabled },
      }),
    success: alertsRecord.toasts.updated,
    invalidates: recordChanges(alertsRecord),
  });

  const columns: GridColDef<AlertRequest>[] = [
    {
      field: 'enabled',
      headerName: 'Enabled',
      width: 90,
      renderCell: ({ row }) => (
        <Switch
          size="small"
          checked={row.enabled}
          disabled={toggle.isPending}
          slotProps={{ input: { 'aria-label': `Alert ${row.alert_request_ndx} enabled` } }}
          onChange={(event) =>
            toggle.mutate({ id: row.alert_request_ndx, enabled: event.target.checked })
          }
        />
      ),
    },
    { field: 'alert_type', headerName: 'Alert Type', minWidth: 170, flex: 1 },
    { field: 'location', headerName: 'Location', minWidth: 200, flex: 1.4 },
    { field: 'parameter', headerName: 'Parameter', minWidth: 130, flex: 1 },
    { field: 'trigger_value', headerName: 'Trigger Value', type: 'number', width: 115 },
    { field: 'reset_hours', headerName: 'Reset Hours', type: 'number', width: 105 },
    { field: 'send_to', headerName: 'Send To', minWidth: 150, flex: 1 },
    {
      field: 'most_recent_value',
      headerName: 'Most Recent Value',
      minWidth: 140,
      valueGetter: (_value, row) =>
        row.most_recent_value === null ? '' : `${row.most_recent_value} ${row.units}`,
    },
    {
      field: 'most_recent_timestamp',
      headerName: 'Most Recent Timestamp',
      minWidth: 170,
      valueFormatter: (value: string | null) => when(value),
    },
    {
      field: 'last_alert_sent',
      headerName: 'Last Alert Sent',
      minWidth: 160,
      valueFormatter: (value: string | null) => when(value),
    },
  ];

  return (
    <RecordsPage
      record={alertsRecord}
      label="Alert requests"
      addLabel="Add Alert"
      nameOf={(row) => `${row.alert_request_ndx} (${row.location})`}
      actionNameOf={(row) => `alert ${row.alert_request_ndx}`}
      pageSize="records"
      exportFileName="alert-requests"
      columns={columns}
      renderForm={(opening, close) => (
        <AlertForm alert={opening.kind === 'edit' ? opening.row : null} onClose={close} />
      )}
    >
      <AlertOutboxPanel />
    </RecordsPage>
  );
}
