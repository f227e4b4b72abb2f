import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/**
 * Asks before a record is deleted, naming it; nothing is deleted without a second click. A
 * `notice` (a deletion refused because the record changed) replaces the question's text and
 * holds Delete back until the user has dealt with it.
 */
export function ConfirmDelete({
  name,
  open,
  busy,
  onConfirm,
  onClose,
  notice,
}: {
  name: string;
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  notice?: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="confirm-delete-title">
      <DialogTitle id="confirm-delete-title">Delete {name}?</DialogTitle>
      <DialogContent>
        {notice || (
          <DialogContentText>
            This cannot be undone. The change is kept in the history.
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={onConfirm}
          disabled={busy || Boolean(notice)}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
