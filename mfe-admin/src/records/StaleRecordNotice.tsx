import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { STALE_RECORD_TEXTS, type StaleRecord } from '@headgate/contracts';
import { staleRecordMessage } from './staleRecordMessage';

/**
 * Says that a save or deletion was refused because someone changed the record since it was
 * shown, who and when, and what became of the user's change (`outcome`); Reload shows the
 * record as it is now. An alert, so screen readers announce it where the user is working.
 */
export function StaleRecordNotice({
  stale,
  outcome,
  onReload,
}: {
  stale: StaleRecord;
  outcome: string;
  onReload: () => void;
}) {
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={onReload}>
          {STALE_RECORD_TEXTS.reload}
        </Button>
      }
    >
      {staleRecordMessage(stale, outcome)}
    </Alert>
  );
}
