import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ConfirmChangeProps {
  /** The question, naming what changes: 'Delete group Canal riders?'. */
  title: string;
  /** What will change, in the user's words. */
  text: ReactNode;
  /** The button that makes the change: 'Delete', 'Promote'. */
  confirmLabel: string;
  /** An irreversible change's button is red. */
  destructive?: boolean;
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Replaces `text` and holds the change back: why the last try was refused. */
  notice?: ReactNode;
}

/**
 * The one question every admin page asks before a change: what it is, then Cancel or the change
 * itself. Nothing changes without the second click; a `notice` (a refusal the user must deal
 * with first) holds the change's button back.
 */
export function ConfirmChange({
  title,
  text,
  confirmLabel,
  destructive = false,
  open,
  busy,
  onConfirm,
  onClose,
  notice,
}: ConfirmChangeProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="confirm-change-title">
      <DialogTitle id="confirm-change-title">{title}</DialogTitle>
      <DialogContent>{notice || <DialogContentText>{text}</DialogContentText>}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          color={destructive ? 'error' : 'primary'}
          variant="contained"
          onClick={onConfirm}
          disabled={busy || Boolean(notice)}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
