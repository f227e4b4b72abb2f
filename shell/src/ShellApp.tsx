import CssBaseline from '@mui/material/CssBaseline';
import { BrowserRouter } from 'react-router-dom';
import { ThemeRoot, ToastHost } from '@headgate/design-system';
import { BASE_PATH } from './areas/RemoteArea';
import { ShellLayout } from './layout/ShellLayout';

/**
 * The host application: theme, router and layout. The shell's own frame fetches no API data, so
 * the shared QueryClient is provided where data is read (each remote, the About dialog).
 */
export function ShellApp() {
  return (
    <ThemeRoot>
      <CssBaseline />
      <BrowserRouter basename={BASE_PATH}>
        <ShellLayout />
      </BrowserRouter>
      <ToastHost />
    </ThemeRoot>
  );
}
