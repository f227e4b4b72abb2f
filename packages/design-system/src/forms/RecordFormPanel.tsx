import type { FormEvent, ReactNode } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface RecordFormPanelProps {
  /** 'Creating New Location', 'Editing Existing Location', … */
  title: string;
  /** True for a record not saved yet: the button reads Create/Creating, else Save/Saving. */
  creating: boolean;
  busy: boolean;
  /** Whether Save may be pressed (the form is valid, and dirty where the spec says so). */
  canSave: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  /** Restores the loaded values; offered while the form is dirty. */
  onReset?: () => void;
  dirty?: boolean;
  children: ReactNode;
  /** Above the buttons: what became of the last Save when the user must know (a refusal). */
  notice?: ReactNode;
  /** Below the buttons: the record's history, for instance. */
  footer?: ReactNode;
}

/**
 * The panel every record form sits in (spec §4 editors): a title, the fields, and Cancel,
 * Reset and Create/Creating or Save/Saving. Submitting with Enter saves like the button.
 */
export function RecordFormPanel({
  title,
  creating,
  busy,
  canSave,
  onSubmit,
  onCancel,
  onReset,
  dirty = false,
  children,
  notice,
  footer,
}: RecordFormPanelProps) {
  const idle = creating ? 'Create' : 'Save';
  const working = creating ? 'Creating' : 'Saving';
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (canSave && !busy) onSubmit();
        }}
      >
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
          {children}
        </Stack>
        {notice}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          {onReset && (
            <Button onClick={onReset} disabled={busy || !dirty}>
              Reset
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={busy || !canSave}>
            {busy ? working : idle}
          </Button>
        </Stack>
        {footer}
      </Stack>
    </Paper>
  );
}
