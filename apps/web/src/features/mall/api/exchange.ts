import { API } from '@mecha/shared/api-paths';
import type { ShippingAddress } from '@mecha/shared/address/schema';
import type { orderData } from '@mecha/shared/mall/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/request.ts';
import { MALL_KEY } from './mall-keys.ts';

export type OrderResult = z.infer<typeof orderData>;
/** Where the unit ships: a saved address of the book, or one typed on the spot (exactly one). */
export type AddressChoice = { addressId: number } | { address: ShippingAddress };
export interface ExchangeInput {
  productId: string;
  choice: AddressChoice;
}

/** score/order: one unit of a race drop for points; answers the order and the balance after it. */
export function exchange({ productId, choice }: ExchangeInput): Promise<OrderResult> {
  return request<OrderResult>(API.scoreOrder, { body: { productId, ...choice }, toast: false });
}

export function useExchange() {
  const queryClient = useQueryClient();
  // Balance, stock, limit use, orders and history all move: every mall answer is read again, refused or not
  // (a refusal such as "sold out" means the page's copy was stale).
  return useMutation({ mutationFn: exchange, onSettled: () => queryClient.invalidateQueries({ queryKey: MALL_KEY }) });
}
