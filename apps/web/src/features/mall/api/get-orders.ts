import { API } from '@mecha/shared/api-paths';
import type { MallOrder } from '@mecha/shared/mall/api';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { useInfiniteQuery, useQuery } from '../../../lib/use-query.ts';
import { nextPageParam } from '../../../lib/paging.ts';
import { request } from '../../../lib/request.ts';
import { useAppState } from '../../../lib/store.ts';
import { ordersKey } from './account-keys.ts';
import { useMallScope } from './mall-keys.ts';

export const MALL_ORDER_PAGE_SIZE = 20;
export interface MallOrderPage {
  list: MallOrder[];
  page: number;
  size: number;
  hasMore: boolean;
}

/** score/order/record: the account's mall orders, newest first; with `id`, that one order (or mallOrderNotFound). */
export function getMallOrders(query: { page: number; id?: string }, signal?: AbortSignal): Promise<MallOrderPage> {
  return request<MallOrderPage>(API.scoreOrderRecord, { query: { ...query, size: MALL_ORDER_PAGE_SIZE }, toast: false, signal });
}

export function useMallOrders() {
  const loggedIn = useAppState((s) => s.token !== null);
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...ordersKey(useMallScope()), 'list'],
      queryFn: ({ pageParam, signal }) => getMallOrders({ page: pageParam }, signal),
      initialPageParam: 1,
      getNextPageParam: nextPageParam,
      enabled: loggedIn,
      staleTime: 0,
      retry: false,
    }),
  );
}

/** The order a link points at (?id=), read on its own so it shows even when it is pages down the record. */
export function useMallOrder(id: string | null) {
  const loggedIn = useAppState((s) => s.token !== null);
  return useQuery<MallOrder | null>({
    queryKey: [...ordersKey(useMallScope()), 'one', id],
    queryFn: ({ signal }) => getMallOrders({ page: 1, id: id! }, signal).then((p) => p.list[0] ?? null),
    enabled: loggedIn && id !== null,
    staleTime: 0,
    retry: false,
  });
}
