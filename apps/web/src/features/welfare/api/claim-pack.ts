import type { ClaimData, PackId, WelfareStatus } from '@mecha/shared/welfare/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';
import { refreshUnread } from '../../../lib/unread.ts';
import { WELFARE_KEY, WELFARE_PATH, useWelfareScope } from './welfare-keys.ts';

/** xslb | qzlb | mzlb | dylb: claims one pack; failures (already claimed, subscribe first…) are shown by the card. */
export function claimPack(id: PackId): Promise<ClaimData> {
  return request<ClaimData>(WELFARE_PATH(id), { method: 'POST', toast: false });
}

export function useClaimPack() {
  const queryClient = useQueryClient();
  const key = [...WELFARE_KEY, useWelfareScope(), 'status'];
  return useMutation({
    mutationFn: claimPack,
    onSuccess: ({ Pack: claimed }) => {
      // The card turns "claimed · on its way" at once; the refetch then follows the mail to "delivered".
      queryClient.setQueryData<WelfareStatus>(key, (old) => (old ? { ...old, packs: old.packs.map((p) => (p.Id === claimed.Id ? claimed : p)) } : old));
      void refreshUnread();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
