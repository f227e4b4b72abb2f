import CssBaseline from '@mui/material/CssBaseline';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { queryClient } from '@headgate/api-client';
import { ThemeRoot, ToastHost } from '@headgate/design-system';
import { BASE_PATH } from './areas/RemoteArea';
import { ShellLayout } from './layout/ShellLayout';

/** The host application: providers, router and layout. */
export function ShellApp() {
  return (
    <ThemeRoot>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <BrowserRouter basename={BASE_PATH}>
          <ShellLayout />
        </BrowserRouter>
        <ToastHost />
      </QueryClientProvider>
    </ThemeRoot>
  );
}
