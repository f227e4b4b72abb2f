import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useNavigate } from '@headgate/routing';
import { useAuthStore } from '@headgate/auth';
import { PATHS } from '@headgate/site-map';
import { rememberDisclaimerAccepted, wasDisclaimerAccepted } from './disclaimerAcceptance';
import { DISCLAIMER_TEXT, DISCLAIMER_TITLE } from './disclaimerText';

/**
 * The public map's disclaimer (spec/public-map.md §2, §4). Shown to anonymous visitors: Accept
 * closes it (and is remembered for the browser session), Decline closes it and navigates to the
 * root, and it closes by itself once the user is authenticated. It waits while the shell is
 * still finding out who is there, so a signed-in user never sees it flash.
 *
 * It needs an answer: a click on the backdrop or Escape does not close it.
 */
export function DisclaimerDialog() {
  const titleId = useId();
  const textId = useId();
  const navigate = useNavigate();
  const anonymous = useAuthStore((state) => state.status === 'anonymous');
  const [answered, setAnswered] = useState(wasDisclaimerAccepted);

  const accept = () => {
    rememberDisclaimerAccepted();
    setAnswered(true);
  };
  const decline = () => {
    setAnswered(true);
    void navigate(PATHS.publicMap);
  };

  return (
    <Dialog
      open={anonymous && !answered}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{DISCLAIMER_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{DISCLAIMER_TEXT}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={decline}>Decline</Button>
        <Button variant="contained" onClick={accept} autoFocus>
          Accept
        </Button>
      </DialogActions>
    </Dialog>
  );
}
