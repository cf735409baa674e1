import { API } from '@mecha/shared/api-paths';
import type { ShippingAddress } from '@mecha/shared/address/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';
import { ANNUAL_KEY } from './annual-keys.ts';

/** one-year/set-address: a won physical prize's shipping address, once, within 7 days of the draw; then locked. */
export function setPrizeAddress(body: { drawId: number; address: ShippingAddress }): Promise<unknown> {
  return request<unknown>(API.oneYearSetAddress, { body, toast: false });
}

export function useSetPrizeAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setPrizeAddress, onSettled: () => queryClient.invalidateQueries({ queryKey: ANNUAL_KEY }) });
}
