import { Component, type ErrorInfo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/**
 * Catches what the shell loads lazily (the landing page, the layout) failing for good, after
 * `retryingLazy`'s tries: the page says so with the spec's error text and offers a reload, where
 * it would otherwise be left blank. React keeps a failed lazy load, so only a reload asks again.
 */
export class ShellPartBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[shell] a part of the page failed', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Box component="main" sx={{ p: 6 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => window.location.reload()}>
              Reload
            </Button>
          }
        >
          {`An error has occurred: ${error.message}`}
        </Alert>
      </Box>
    );
  }
}
