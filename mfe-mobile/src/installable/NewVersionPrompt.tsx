import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import SnackbarContent from '@mui/material/SnackbarContent';

/** "New version available": the waiting version applies when the user chooses to reload. */
export function NewVersionPrompt({ update }: { update: (() => void) | null }) {
  return (
    <Snackbar open={update !== null} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <SnackbarContent
        message="A new version of the tracker is available."
        action={
          <Button color="inherit" sx={{ minHeight: 48 }} onClick={() => update?.()}>
            Reload
          </Button>
        }
      />
    </Snackbar>
  );
}
