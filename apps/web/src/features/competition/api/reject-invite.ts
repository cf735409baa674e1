import { API } from '@mecha/shared/api-paths';
import { request } from '../../../lib/request.ts';
import { useCompAction } from './use-comp-action.ts';

/** competition/reject-invite. */
export function rejectInvite(inviteId: number): Promise<{ ok: true }> {
  return request<{ ok: true }>(API.compRejectInvite, { body: { inviteId }, toast: false });
}

export const useRejectInvite = () => useCompAction(rejectInvite);
