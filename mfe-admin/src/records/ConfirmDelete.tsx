import type { ReactNode } from 'react';
import { ConfirmChange } from './ConfirmChange';

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
    <ConfirmChange
      title={`Delete ${name}?`}
      text="This cannot be undone. The change is kept in the history."
      confirmLabel="Delete"
      destructive
      open={open}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
      notice={notice}
    />
  );
}
