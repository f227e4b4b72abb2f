import { onlineManager, QueryClient } from '@tanstack/react-query';

/**
 * The one QueryClient of the page. The package is a shared federation singleton, so the shell
 * and every remote read and invalidate the same cache.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});

// The query cache learns of the network from `online`/`offline` events only, and assumes it
// is online at start; a page opened offline (the tracker's cold start) would call and fail.
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
