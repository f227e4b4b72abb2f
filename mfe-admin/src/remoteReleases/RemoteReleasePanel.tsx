import { Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import UndoIcon from '@mui/icons-material/Undo';
import type { RemoteRelease } from '@headgate/contracts';
import { Loader, retryingLazy } from '@headgate/design-system';
import { sendEdit, sendRollback } from './releaseCalls';
import {
  addition,
  canaryShare,
  promotion,
  retirement,
  rollbackQuestion,
  type ReleaseEdit,
} from './releaseEdits';
import { ReleaseVersionsTable } from './ReleaseVersionsTable';
import type { ProposedChange } from './useReleaseChange';

// The form and the slider are chunks of their own: a page of remotes without a canary, read
// more often than changed, does not load the form library and the slider first.
const AddVersionForm = retryingLazy(() =>
  import('./AddVersionForm').then((module) => ({ default: module.AddVersionForm })),
);
const CanaryShareSlider = retryingLazy(() =>
  import('./CanaryShareSlider').then((module) => ({ default: module.CanaryShareSlider })),
);

/**
 * One remote's release controls: its versions, Roll back and Add version, and a share slider for
 * each canary (a version besides the default that the rollback rule has not stopped). Every
 * control proposes its change; the page asks before making it.
 */
export function RemoteReleasePanel({
  release: { remote, entries },
  busy,
  onPropose,
}: {
  release: RemoteRelease;
  busy: boolean;
  onPropose: (change: ProposedChange) => void;
}) {
  const [adding, setAdding] = useState(false);
  const canaries = entries.filter((entry) => !entry.default && entry.rolledBackAt === null);
  const propose = (edit: ReleaseEdit, onDone?: () => void) =>
    onPropose({ ...edit, send: () => sendEdit(remote, edit), onDone });
  const headingId = `release-${remote}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
        >
          <Typography variant="h6" component="h2" id={headingId}>
            {remote}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button
              startIcon={<UndoIcon />}
              aria-label={`Roll back ${remote}`}
              disabled={busy}
              onClick={() =>
                onPropose({
                  ...rollbackQuestion(remote, entries),
                  send: () => sendRollback(remote),
                })
              }
            >
              Roll back
            </Button>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              aria-label={`Add a version of ${remote}`}
              disabled={adding}
              onClick={() => setAdding(true)}
            >
              Add version
            </Button>
          </Stack>
        </Stack>
        <ReleaseVersionsTable
          remote={remote}
          entries={entries}
          busy={busy}
          onPromote={(version) => propose(promotion(remote, entries, version))}
          onRetire={(version) => propose(retirement(remote, entries, version))}
        />
        {canaries.length ? (
          <Suspense fallback={<Loader label={`Loading the share of ${remote}`} />}>
            {canaries.map((canary) => (
              <CanaryShareSlider
                key={`${canary.version}@${canary.traffic}`}
                remote={remote}
                entries={entries}
                canary={canary}
                busy={busy}
                onPropose={(traffic) =>
                  propose(canaryShare(remote, entries, canary.version, traffic))
                }
              />
            ))}
          </Suspense>
        ) : (
          <Typography variant="body2" color="text.secondary">
            No canary: add a version to share {remote}&apos;s browsers with it.
          </Typography>
        )}
        {adding && (
          <Suspense fallback={<Loader label={`Loading the new version form of ${remote}`} />}>
            <AddVersionForm
              remote={remote}
              listed={entries.map((entry) => entry.version)}
              busy={busy}
              onPropose={(version) =>
                propose(addition(remote, entries, version), () => setAdding(false))
              }
              onClose={() => setAdding(false)}
            />
          </Suspense>
        )}
      </Stack>
    </Paper>
  );
}
