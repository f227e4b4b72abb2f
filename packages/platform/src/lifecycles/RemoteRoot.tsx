import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from '@headgate/routing';
import { queryClient } from '@headgate/api-client';
import { ThemeRoot } from '@headgate/design-system';
import type { RemoteMountProps } from './mountProps';
import { RemoteBoundary } from './RemoteBoundary';

/** The providers every remote's React root shares: theme, QueryClient, router, error boundary. */
export function RemoteRoot({
  remoteId,
  basePath,
  children,
}: RemoteMountProps & { children: ReactNode }) {
  return (
    <ThemeRoot>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter basename={basePath}>
          <div data-remote-root={remoteId} style={{ display: 'contents' }}>
            <RemoteBoundary remoteId={remoteId}>{children}</RemoteBoundary>
          </div>
        </BrowserRouter>
      </QueryClientProvider>
    </ThemeRoot>
  );
}
