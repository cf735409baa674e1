import { API } from '@mecha/shared/api-paths';
import type { Order } from '@mecha/shared/pay/api';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { PAY_KEY, usePayScope } from './pay-keys.ts';

/** order: one of this account's orders, with the server's `now` for the countdown. */
export function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return request<Order>(API.payOrder, { query: { orderId }, toast: false, signal });
}

/** Followed every 2 s until final: processing, and a success whose currency is still on its way to the game. */
export const followOrder = (order: Order | undefined) => order !== undefined && (order.state === 'processing' || (order.state === 'success' && order.deliveredAt === null));

export function useOrder(orderId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...PAY_KEY, usePayScope(), 'order', orderId],
      queryFn: ({ signal }) => getOrder(orderId!, signal),
      enabled: orderId !== null,
      staleTime: 0,
      retry: false,
      refetchInterval: (query) => (followOrder(query.state.data) ? 2_000 : false),
    }),
  );
}
