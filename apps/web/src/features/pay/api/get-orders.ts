import { API } from '@mecha/shared/api-paths';
import type { OrderList } from '@mecha/shared/pay/api';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { useInfiniteQuery } from '../../../lib/use-query.ts';
import { nextPageParam } from '../../../lib/paging.ts';
import { request } from '../../../lib/request.ts';
import { useAppState } from '../../../lib/store.ts';
import { PAY_KEY, usePayScope } from './pay-keys.ts';

export const ORDER_PAGE_SIZE = 20;

/** orders: this account's orders, newest first. */
export function getOrders(page: number, signal?: AbortSignal): Promise<OrderList> {
  return request<OrderList>(API.payOrders, { query: { page, size: ORDER_PAGE_SIZE }, toast: false, signal });
}

export const ordersKey = (scope: string) => [...PAY_KEY, scope, 'orders'] as const;

export function useOrders() {
  const loggedIn = useAppState((s) => s.token !== null);
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ordersKey(usePayScope()),
      queryFn: ({ pageParam, signal }) => getOrders(pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: nextPageParam,
      enabled: loggedIn,
      staleTime: 0,
      retry: false,
    }),
  );
}
