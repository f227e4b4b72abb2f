import { Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEndpointQuery } from '@headgate/api-client';
import { releaseEndpoints } from '@headgate/contracts';
import { DataState, retryingLazy } from '@headgate/design-system';
import { ReleaseAuditTable } from './ReleaseAuditTable';
import { RemoteReleasePanel } from './RemoteReleasePanel';
import { useReleaseChange } from './useReleaseChange';

// The question's dialog is a chunk of its own, loaded with the first change proposed: most
// visits only read the page.
const ConfirmChange = retryingLazy(() =>
  import('../records/ConfirmChange').then((module) => ({ default: module.ConfirmChange })),
);

/**
 * Remote Releases: where operators steer each remote without a shell. Every
 * remote's versions beside how they fared in browsers over the last hour; add a version by URL,
 * share traffic with a canary, promote, retire, roll back, each asked first; and the past
 * changes, who made them and when.
 */
export function RemoteReleasesPage() {
  const releases = useEndpointQuery(releaseEndpoints.releases, {}, { refetchInterval: 30_000 });
  const change = useReleaseChange();
  return (
    <Stack spacing={3}>
      <Typography variant="body2" color="text.secondary">
        Loads and errors are what browsers reported in the last hour; clients are the distinct
        addresses they came from, and the error rate weighs each client alike. A canary whose error
        rate passes its rollback rule, over enough clients, is no longer served. A team&apos;s
        pipeline makes the same changes with <code>pnpm release --register</code> (see
        docs/operating/releases.md).
      </Typography>
      <DataState
        label="remote releases"
        loading={releases.isPending}
        error={releases.error}
        errorText="Error fetching data: "
        empty={!releases.data?.remotes.length}
        emptyText="No remote is listed in the release store."
      >
        <Stack spacing={3}>
          {releases.data?.remotes.map((release) => (
            <RemoteReleasePanel
              key={release.remote}
              release={release}
              busy={change.busy}
              onPropose={change.propose}
            />
          ))}
          <Stack component="section" aria-labelledby="release-changes" spacing={1}>
            <Typography variant="h6" component="h2" id="release-changes">
              Release changes
            </Typography>
            <ReleaseAuditTable changes={releases.data?.audit ?? []} />
          </Stack>
        </Stack>
      </DataState>
      {change.proposed && (
        <Suspense fallback={null}>
          <ConfirmChange
            title={change.proposed.title}
            text={change.proposed.text}
            confirmLabel={change.proposed.confirmLabel}
            destructive={change.proposed.destructive}
            open={change.open}
            busy={change.busy}
            onConfirm={change.confirm}
            onClose={change.cancel}
            notice={
              change.refusal && (
                <Alert severity="error">{`Nothing was changed: ${change.refusal}`}</Alert>
              )
            }
          />
        </Suspense>
      )}
    </Stack>
  );
}
