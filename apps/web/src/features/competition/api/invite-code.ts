import { API } from '@mecha/shared/api-paths';
import { request } from '../../../lib/request.ts';
import { useCompAction } from './use-comp-action.ts';

export type InviteCodeAction = 'regenerate' | 'revoke';

/** competition/invite-code: the leader makes a new code (the old one stops working) or leaves the team without one. */
export function changeInviteCode(a: { tournamentId: string; action: InviteCodeAction }): Promise<unknown> {
  return request<unknown>(API.compInviteCode, { body: a, toast: false });
}

export const useInviteCode = () => useCompAction(changeInviteCode);
