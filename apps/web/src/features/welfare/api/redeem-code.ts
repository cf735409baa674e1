import type { RedeemData } from '@mecha/shared/welfare/api';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';
import { refreshUnread } from '../../../lib/unread.ts';
import { WELFARE_PATH } from './welfare-keys.ts';

/** redeem: every failure (unknown, expired, used up, already used, wrong edition) is shown under the field. */
export function redeemCode(code: string): Promise<RedeemData> {
  return request<RedeemData>(WELFARE_PATH('redeem'), { body: { code }, toast: false });
}

export function useRedeemCode() {
  return useMutation({ mutationFn: redeemCode, onSuccess: () => void refreshUnread() });
}
