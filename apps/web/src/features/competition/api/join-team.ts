import { API } from '@mecha/shared/api-paths';
import type { Team } from '@mecha/shared/competition/api';
import { request } from '../../../lib/request.ts';
import { useCompAction } from './use-comp-action.ts';

/** competition/join-team: `{ inviteCode }` (PRODUCT.md), with the rules tick only when ticked. */
export function joinTeam({ inviteCode, agree }: { inviteCode: string; agree: boolean }): Promise<Team> {
  return request<Team>(API.compJoinTeam, { body: { inviteCode, ...(agree ? { agree: true } : {}) }, toast: false });
}

export const useJoinTeam = () => useCompAction(joinTeam);
