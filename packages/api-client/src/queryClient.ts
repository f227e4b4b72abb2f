import { QueryClient } from '@tanstack/react-query';

/**
 * The one QueryClient of the page. The package is a shared federation singleton, so the shell
 * and every remote read and invalidate the same cache.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});
