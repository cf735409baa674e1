import { QueryClient } from '@tanstack/react-query';
import { isOffline } from './online.ts';
import { ApiError, NETWORK_ERROR_CODE } from './request.ts';

// A business answer (wrong code, role not found, 401…) will not change on retry; only a lost connection might,
// and not while the browser knows it is offline.
function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && error instanceof ApiError && error.code === NETWORK_ERROR_CODE && !isOffline();
}

export const queryClient = new QueryClient({
  defaultOptions: {
    // networkMode 'always': offline, a call fails at once with the network error (the page shows its error state
    // beside the offline banner) instead of TanStack's default of waiting, silently, for the connection.
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false, networkMode: 'always' },
    mutations: { retry: false, networkMode: 'always' },
  },
});
