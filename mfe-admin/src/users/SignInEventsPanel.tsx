import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEndpointQuery } from '@headgate/api-client';
import {
  auditEndpoints,
  SIGN_IN_OUTCOME_TEXTS,
  SIGN_IN_OUTCOMES,
  type SignInEventEntry,
  type SignInOutcome,
} from '@headgate/contracts';
import { DataTable } from '@headgate/design-system';
import { CollapsiblePanel } from '@headgate/design-system/panels';
import { formatDenver, TIMESTAMP_FORMAT } from '@headgate/district-clock';

/** The outcome filter's choice that asks for every outcome. */
const ANY_OUTCOME = '';

/**
 * The sign-in events of the audit trail, newest first: when (district time), whose
 * e-mail, what happened and from which address. Its table is built only while the panel is open
 * (a second hidden grid slows the page); Administrators only, as the call is.
 */
export function SignInEventsPanel() {
  const [outcome, setOutcome] = useState<SignInOutcome | typeof ANY_OUTCOME>(ANY_OUTCOME);
  const [open, setOpen] = useState(false);
  const events = useEndpointQuery(
    auditEndpoints.signInEvents,
    { query: outcome ? { outcome } : {} },
    { enabled: open },
  );
  return (
    <CollapsiblePanel
      title="Sign-in events"
      heading="h2"
      expanded={open}
      onExpandedChange={setOpen}
      unmountOnExit
    >
      <Stack spacing={2}>
        <TextField
          select
          size="small"
          label="Outcome"
          value={outcome}
          onChange={(event) => setOutcome(event.target.value as SignInOutcome)}
          sx={{ maxWidth: 320 }}
        >
          <MenuItem value={ANY_OUTCOME}>Every outcome</MenuItem>
          {SIGN_IN_OUTCOMES.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {SIGN_IN_OUTCOME_TEXTS[choice]}
            </MenuItem>
          ))}
        </TextField>
        <DataTable<SignInEventEntry>
          label="Sign-in events"
          rows={events.data ?? []}
          getRowId={(row) => row.audit_ndx}
          loading={events.isLoading}
          errorMessage={events.error ? `Error fetching data: ${events.error.message}` : null}
          emptyText="No sign-in events recorded."
          pageSize="generic"
          height={420}
          exportFileName="sign-in-events"
          columns={[
            {
              field: 'at',
              headerName: 'When',
              width: 170,
              valueFormatter: (value: string) => formatDenver(Date.parse(value), TIMESTAMP_FORMAT),
            },
            { field: 'email', headerName: 'Email', minWidth: 220, flex: 1.3 },
            {
              field: 'outcome',
              headerName: 'Outcome',
              minWidth: 200,
              flex: 1,
              valueFormatter: (value: SignInOutcome) => SIGN_IN_OUTCOME_TEXTS[value],
            },
            {
              field: 'address',
              headerName: 'Address',
              minWidth: 130,
              valueFormatter: (value: string | null) => value ?? 'on the server',
            },
            { field: 'by', headerName: 'By', minWidth: 160, flex: 1 },
          ]}
        />
      </Stack>
    </CollapsiblePanel>
  );
}
