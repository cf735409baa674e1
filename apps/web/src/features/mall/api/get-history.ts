import { API } from '@mecha/shared/api-paths';
import type { LedgerEntry } from '@mecha/shared/mall/api';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { useInfiniteQuery } from '../../../lib/use-query.ts';
import { nextPageParam } from '../../../lib/paging.ts';
import { request } from '../../../lib/request.ts';
import { useAppState } from '../../../lib/store.ts';
import { historyKey } from './account-keys.ts';
import { useMallScope } from './mall-keys.ts';

export const HISTORY_PAGE_SIZE = 20;
export interface HistoryPage {
  list: LedgerEntry[];
  page: number;
  size: number;
  hasMore: boolean;
}

/** score/history: the account's points ledger, newest first, each entry with what it was for. */
export function getHistory(page: number, signal?: AbortSignal): Promise<HistoryPage> {
  return request<HistoryPage>(API.scoreHistory, { query: { page, size: HISTORY_PAGE_SIZE }, toast: false, signal });
}

export function useHistory() {
  const loggedIn = useAppState((s) => s.token !== null);
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: historyKey(useMallScope()),
      queryFn: ({ pageParam, signal }) => getHistory(pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: nextPageParam,
      enabled: loggedIn,
      staleTime: 0,
      retry: false,
    }),
  );
}
