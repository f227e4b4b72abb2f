import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { DEFAULT_REPORT_TITLE, REPORT_TITLE_MAX_LENGTH } from './reportTitle';

export interface PrintReportDialogProps {
  open: boolean;
  onCancel: () => void;
  /** Download PDF (or Enter in the title): the title as typed, trimmed; may be empty. */
  onDownload: (title: string) => void;
}

/**
 * The 'Print Report' dialog (spec/public-map.md §2): asks for the report's title; Cancel and
 * Download PDF both clear it, so the next report starts empty.
 */
export function PrintReportDialog({ open, onCancel, onDownload }: PrintReportDialogProps) {
  const titleId = useId();
  const formId = useId();
  const [title, setTitle] = useState('');

  const cancel = () => {
    setTitle('');
    onCancel();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onDownload(title.trim());
    setTitle('');
  };

  return (
    <Dialog open={open} onClose={cancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Print Report</DialogTitle>
      <DialogContent>
        <form id={formId} onSubmit={submit} noValidate>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="Title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            helperText={`Printed at the top of the page; empty prints “${DEFAULT_REPORT_TITLE}”.`}
            slotProps={{ htmlInput: { maxLength: REPORT_TITLE_MAX_LENGTH } }}
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel}>Cancel</Button>
        <Button type="submit" form={formId} variant="contained">
          Download PDF
        </Button>
      </DialogActions>
    </Dialog>
  );
}
