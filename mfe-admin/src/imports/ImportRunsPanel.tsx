import Typography from '@mui/material/Typography';
import { useEndpointQuery } from '@headgate/api-client';
import { serverJobsEndpoints } from '@headgate/contracts';
import { CollapsibleList } from '@headgate/design-system/panels';
import { formatDenver, RUN_TIME_FORMAT } from '@headgate/district-clock';

const when = (iso: string | null) => (iso ? formatDenver(iso, RUN_TIME_FORMAT) : '…');

/**
 * An import's run history: when each run started and ended, on which server (the servers share
 * the import folder, the log is each server's own), its counts, and the rejected lines with their
 * numbers and reasons.
 */
export function ImportRunsPanel({ importNdx }: { importNdx: number }) {
  // Refreshed, so the runner's work shows up as it happens.
  const runs = useEndpointQuery(
    serverJobsEndpoints.importRuns,
    { query: { import_ndx: importNdx } },
    { refetchInterval: 15_000 },
  );
  return (
    <CollapsibleList
      title="Runs"
      heading="h3"
      defaultExpanded
      listLabel="Import runs"
      items={runs.data}
      loading={runs.isLoading}
      error={runs.error}
      emptyText="Not run yet."
      itemKey={(run) => run.run_ndx}
      renderItem={(run) => (
        <>
          <Typography variant="body2">
            {when(run.started_at)} – {when(run.finished_at)}
            {run.server ? ` on ${run.server}` : ''}: <strong>{run.status}</strong>
            {run.message ? ` (${run.message})` : ''}; read {run.rows_read}, written{' '}
            {run.rows_written}, unchanged {run.rows_unchanged}, outside the history window{' '}
            {run.rows_skipped}, rejected {run.rows_rejected}
            {run.files.length ? ` from ${run.files.join(', ')}` : ''}
          </Typography>
          {run.rejects.length > 0 && (
            <ul>
              {run.rejects.slice(0, 10).map((reject) => (
                <li key={`${reject.file}:${reject.line}`}>
                  <Typography variant="body2">
                    {reject.file} line {reject.line}: {reject.reason}
                  </Typography>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    />
  );
}
