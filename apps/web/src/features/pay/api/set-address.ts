import { API } from '@mecha/shared/api-paths';
import type { ShippingAddress } from '@mecha/shared/address/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';
import { ACT_KEY } from './pay-keys.ts';

/** act/set-address: the physical prize's shipping address, once; then it is locked. */
export function setAddress(body: { claimId: number; address: ShippingAddress }): Promise<unknown> {
  return request<unknown>(API.actSetAddress, { body, toast: false });
}

export function useSetAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setAddress, onSettled: () => queryClient.invalidateQueries({ queryKey: ACT_KEY }) });
}
