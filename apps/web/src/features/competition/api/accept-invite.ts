import { API } from '@mecha/shared/api-paths';
import type { Team } from '@mecha/shared/competition/api';
import { request } from '../../../lib/request.ts';
import { useCompAction } from './use-comp-action.ts';

/** competition/accept-invite: joins the inviting team (the same rules as a join, the rules tick included). */
export function acceptInvite({ inviteId, agree }: { inviteId: number; agree: boolean }): Promise<Team> {
  return request<Team>(API.compAcceptInvite, { body: { inviteId, ...(agree ? { agree: true } : {}) }, toast: false });
}

export const useAcceptInvite = () => useCompAction(acceptInvite);
