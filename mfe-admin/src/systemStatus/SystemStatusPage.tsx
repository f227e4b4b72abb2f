import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEndpointQuery } from '@headgate/api-client';
import { systemStatusEndpoints, type SystemStatus } from '@headgate/contracts';
import { DataState } from '@headgate/design-system';
import { ImportsTable } from './ImportsTable';
import { RemoteVersionsTable } from './RemoteVersionsTable';
import { ServersTable } from './ServersTable';
import { StatusSection } from './StatusSection';
import { statusProblems } from './statusProblems';
import { agoText, spanText } from './statusWords';

/** How often the page asks again: twice a heartbeat of the servers. */
const REFRESH_MS = 30_000;

/** What needs attention, in sentences; or that nothing does. */
function Problems({ status }: { status: SystemStatus }) {
  const problems = statusProblems(status);
  if (!problems.length) return <Alert severity="success">Everything is running as expected.</Alert>;
  return (
    <Alert severity="warning" aria-label="Needs attention">
      <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }}>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </Stack>
    </Alert>
  );
}

function OutboxSummary({ outbox }: { outbox: SystemStatus['outbox'] }) {
  const oldest = outbox.oldestUnsentAgeSeconds;
  return (
    <Typography variant="body2">
      {outbox.pending} pending, {outbox.sending} sending, {outbox.sent} sent, {outbox.failed}{' '}
      failed.{' '}
      {oldest === null
        ? 'Nothing waits to be sent.'
        : `The oldest message not yet sent has waited ${spanText(oldest * 1000)}.`}
    </Typography>
  );
}

function AlertEngineSummary({ status }: { status: SystemStatus }) {
  const { lastEvaluatedAt, server } = status.alertEngine;
  return (
    <Typography variant="body2">
      {lastEvaluatedAt === null
        ? 'No server has evaluated the alerts yet today.'
        : `Last evaluated the alerts ${agoText(lastEvaluatedAt, status.checkedAt)}, on ${server}.`}
    </Typography>
  );
}

/**
 * System Status: what the metrics show, in words for the district's staff. What needs
 * attention first, then each server with its version and readiness, the imports by data source,
 * the alert outbox, the alert engine's last run, and each remote's live versions with their
 * failures in browsers. Refreshed every 30 s.
 */
export function SystemStatusPage() {
  const status = useEndpointQuery(
    systemStatusEndpoints.systemStatus,
    {},
    { refetchInterval: REFRESH_MS },
  );
  const data = status.data;
  return (
    <Stack spacing={3}>
      <Typography variant="body2" color="text.secondary">
        Each server records itself every 15 s; one unseen for 2 minutes is gone. An import is
        overdue when its last success is older than twice its frequency. This page refreshes every
        30 s.
      </Typography>
      <DataState
        label="system status"
        loading={status.isPending}
        error={status.error}
        errorText="Error fetching data: "
        // The answering server records itself as it starts: none means the very first seconds.
        empty={!data?.servers.length}
        emptyText="No server has recorded itself yet: each one does within 15 s of starting."
      >
        {data && (
          <Stack spacing={3}>
            <Problems status={data} />
            <StatusSection id="servers" title="Servers">
              <ServersTable servers={data.servers} checkedAt={data.checkedAt} />
            </StatusSection>
            <StatusSection id="imports" title="Imports">
              <ImportsTable imports={data.imports} checkedAt={data.checkedAt} />
            </StatusSection>
            <StatusSection id="outbox" title="Alert outbox">
              <OutboxSummary outbox={data.outbox} />
            </StatusSection>
            <StatusSection id="alert-engine" title="Alert engine">
              <AlertEngineSummary status={data} />
            </StatusSection>
            <StatusSection id="remotes" title="Remotes">
              <RemoteVersionsTable remotes={data.remotes} />
            </StatusSection>
          </Stack>
        )}
      </DataState>
    </Stack>
  );
}
