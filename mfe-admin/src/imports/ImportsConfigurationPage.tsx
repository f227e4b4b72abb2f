import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { importsRecord } from '@headgate/contracts';
import { formatDenver, TIMESTAMP_FORMAT } from '@headgate/district-clock';
import { RecordsPage } from '../records/RecordsPage';
import { ImportForm } from './ImportForm';

const when = (iso: string | null) => (iso ? formatDenver(iso, TIMESTAMP_FORMAT) : '');

/**
 * Imports Configuration (spec §2): the import configurations, enabled ones only unless
 * disabled ones are asked for, each with its last run's outcome; the form below for Add and Edit.
 */
export function ImportsConfigurationPage() {
  const [showDisabled, setShowDisabled] = useState(false);
  return (
    <Stack spacing={1}>
      <FormControlLabel
        label="Show disabled"
        control={
          <Switch
            checked={showDisabled}
            onChange={(event) => setShowDisabled(event.target.checked)}
          />
        }
      />
      <RecordsPage
        record={importsRecord}
        label="Import configurations"
        noun="import"
        nameOf={(row) => `${row.import_ndx} (${row.location_name})`}
        pageSize="records"
        visible={(row) => showDisabled || row.enabled}
        columns={[
          { field: 'import_ndx', headerName: 'ID', type: 'number', width: 70 },
          { field: 'enabled', headerName: 'Enabled', type: 'boolean', width: 85 },
          { field: 'location_name', headerName: 'Location', minWidth: 190, flex: 1.3 },
          { field: 'parameter_name', headerName: 'Parameter', minWidth: 130, flex: 1 },
          { field: 'data_source', headerName: 'Data Source', minWidth: 150, flex: 1 },
          { field: 'file_path', headerName: 'File Path', minWidth: 120 },
          { field: 'file_name', headerName: 'File Name', minWidth: 130 },
          { field: 'frequency', headerName: 'Frequency', minWidth: 110 },
          {
            field: 'last_retrieval',
            headerName: 'Last Retrieval',
            minWidth: 160,
            valueFormatter: when,
          },
          {
            field: 'next_retrieval',
            headerName: 'Next Retrieval',
            minWidth: 160,
            valueFormatter: when,
          },
          {
            field: 'last_run_status',
            headerName: 'Last Run',
            minWidth: 200,
            flex: 1,
            valueGetter: (_value, row) =>
              row.last_run_status === null
                ? 'Not run yet'
                : `${row.last_run_status === 'succeeded' ? 'Succeeded' : 'Failed'}${row.last_run_message ? `: ${row.last_run_message}` : ''}`,
          },
        ]}
        renderForm={(opening, close) => (
          <ImportForm row={opening.kind === 'edit' ? opening.row : null} onClose={close} />
        )}
      />
    </Stack>
  );
}
