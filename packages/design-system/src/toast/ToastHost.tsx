import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { TOAST_AUTO_HIDE_MS, useToastStore } from './toastStore';

/** Displays the current toast at the bottom right. Rendered once, by the shell. */
export function ToastHost() {
  const toast = useToastStore((state) => state.toast);
  const closeToast = useToastStore((state) => state.closeToast);
  return (
    <Snackbar
      key={toast?.id}
      open={toast !== null}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      autoHideDuration={toast?.persistent ? null : TOAST_AUTO_HIDE_MS}
      onClose={(_, reason) => reason !== 'clickaway' && closeToast()}
    >
      <Alert
        severity={toast?.severity ?? 'info'}
        variant="filled"
        onClose={closeToast}
        sx={{ width: '100%' }}
      >
        {toast?.message}
      </Alert>
    </Snackbar>
  );
}
