import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

/** The spec's default snackbar texts (spec/dashboard.md §8), for a save that names none. */
export const SAVE_SNACKBAR_TEXTS = {
  saved: 'Data successfully saved!',
  failed: 'There was an error saving the data.',
} as const;

/** How a save ended, or null while there is nothing to say. */
export type SaveOutcome = 'saved' | 'failed' | null;

/**
 * The snackbar a screen shows after a save, beside its form rather than in the page's toast: the
 * success or error text (the spec's defaults unless the screen names its own), hiding itself after
 * `autoHideMs`.
 */
export function SaveSnackbar({
  outcome,
  onClose,
  autoHideMs,
  savedText = SAVE_SNACKBAR_TEXTS.saved,
  failedText = SAVE_SNACKBAR_TEXTS.failed,
}: {
  outcome: SaveOutcome;
  onClose: () => void;
  autoHideMs: number;
  savedText?: string;
  failedText?: string;
}) {
  return (
    <Snackbar open={outcome !== null} autoHideDuration={autoHideMs} onClose={onClose}>
      <Alert severity={outcome === 'failed' ? 'error' : 'success'} onClose={onClose}>
        {outcome === 'failed' ? failedText : savedText}
      </Alert>
    </Snackbar>
  );
}
