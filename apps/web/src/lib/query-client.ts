import { QueryClient } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_CODE } from './request.ts';

// A business answer (wrong code, role not found, 401…) will not change on retry; only a lost connection might.
function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && error instanceof ApiError && error.code === NETWORK_ERROR_CODE;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
