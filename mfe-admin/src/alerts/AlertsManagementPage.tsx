import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useQuery } from '@tanstack/react-query';
import type { GridColDef } from '@mui/x-data-grid';
import { RECORD_TOASTS, type AlertRequest } from '@headgate/contracts';
import { useAuthScope } from '@headgate/auth';
import { DataTable } from '@headgate/design-system';
import { formatDenver } from '@headgate/district-clock';
import { ConfirmDelete } from '../records/ConfirmDelete';
import { listKey, listQuery, sendRecord, useRecordWrite } from '../records/recordApi';
import { AlertForm } from './AlertForm';
import { AlertOutboxPanel } from './AlertOutboxPanel';

const TABLE = 'alerts-management-table';
const when = (iso: string | null) => (iso ? formatDenver(iso, 'MM/dd/yyyy, h:mm a') : '');

/**
 * Alerts Management (spec §2, §4, §5): the alert requests with their latest reading and last
 * alert, enabled toggled in the table, and the form below it for Add and Edit.
 */
export function AlertsManagementPage() {
  const scope = useAuthScope();
  const alerts = useQuery(listQuery<AlertRequest>(scope, TABLE));
  const [editing, setEditing] = useState<AlertRequest | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AlertRequest | null>(null);
  const invalidates = [listKey(TABLE), ['audit', 'alert']];

  const toggle = useRecordWrite({
    send: ({ id, enabled }: { id: number; enabled: boolean }) =>
      sendRecord<AlertRequest>('PATCH', `/${TABLE}/${id}`, { enabled }),
    success: RECORD_TOASTS.updated,
    invalidates,
  });
  const remove = useRecordWrite({
    send: (id: number) => sendRecord('DELETE', `/${TABLE}/${id}`),
    success: RECORD_TOASTS.deleted,
    invalidates,
    onSaved: () => {
      setDeleting(null);
      setEditing(null);
    },
  });

  const columns: GridColDef<AlertRequest>[] = [
    {
      field: 'actions',
      headerName: 'Actions',
      width: 100,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) => (
        <>
          <IconButton
            size="small"
            aria-label={`Edit alert ${row.alert_request_ndx}`}
            onClick={() => setEditing(row)}
          >
            <EditIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={`Delete alert ${row.alert_request_ndx}`}
            onClick={() => setDeleting(row)}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </>
      ),
    },
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
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          Add Alert
        </Button>
      </Stack>
      <DataTable<AlertRequest>
        label="Alert requests"
        rows={alerts.data ?? []}
        columns={columns}
        getRowId={(row) => row.alert_request_ndx}
        loading={alerts.isLoading}
        errorMessage={alerts.error ? `Error fetching data: ${alerts.error.message}` : null}
        pageSize="records"
        exportFileName="alert-requests"
      />
      {editing !== null && (
        <AlertForm
          key={editing === 'new' ? 'new' : editing.alert_request_ndx}
          alert={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <AlertOutboxPanel />
      <ConfirmDelete
        name={deleting ? `alert ${deleting.alert_request_ndx} (${deleting.location})` : ''}
        open={deleting !== null}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.alert_request_ndx)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
