import { API } from '@mecha/shared/api-paths';
import { request } from '../../../lib/request.ts';
import { useCompAction } from './use-comp-action.ts';

/** competition/remove-member: the leader removes a member by UID. */
export function removeMember(a: { tournamentId: string; uid: string }): Promise<{ ok: true }> {
  return request<{ ok: true }>(API.compRemoveMember, { body: a, toast: false });
}

export const useRemoveMember = () => useCompAction(removeMember);
