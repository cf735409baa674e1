import { API } from '@mecha/shared/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';
import { refreshUnread } from '../../../lib/unread.ts';
import { ACT_KEY } from './pay-keys.ts';

/** act/charge-gift: claims one reached tier for the selected role, once. */
export function claimTier(tierId: string): Promise<unknown> {
  return request<unknown>(API.actChargeGift, { body: { tierId }, toast: false });
}

export function useClaimTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimTier,
    onSuccess: () => void refreshUnread(),
    // Claimed or refused (already claimed elsewhere), the tiers are read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACT_KEY }),
  });
}
