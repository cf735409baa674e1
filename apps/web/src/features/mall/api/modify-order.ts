import { API } from '@mecha/shared/api-paths';
import type { MallOrder } from '@mecha/shared/mall/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';
import type { AddressChoice } from '../lib/address-choice.ts';
import { ordersKey } from './account-keys.ts';
import { useMallScope } from './mall-keys.ts';

/** score/order/modify: a new address for an order still awaiting shipment; answers the order as it now is. */
export function modifyOrder(body: { orderId: string } & AddressChoice): Promise<MallOrder> {
  return request<MallOrder>(API.scoreOrderModify, { body, toast: false });
}

export function useModifyOrder() {
  const queryClient = useQueryClient();
  const key = ordersKey(useMallScope());
  // Refused or not, the record is read again: a refusal means the order moved on (shipped, cancelled).
  return useMutation({ mutationFn: modifyOrder, onSettled: () => queryClient.invalidateQueries({ queryKey: key }) });
}
