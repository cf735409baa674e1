import { API } from '@mecha/shared/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';
import { PAY_KEY } from './pay-keys.ts';

/** pay-change: another payment method for a processing order (refused once the order is final). */
export function changeMethod(body: { orderId: string; method: string }): Promise<unknown> {
  return request<unknown>(API.payChange, { body, toast: false });
}

export function useChangeMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMethod,
    // Whatever the answer, what is on screen is read again: the order's new method, or the final state that refused it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAY_KEY }),
  });
}
