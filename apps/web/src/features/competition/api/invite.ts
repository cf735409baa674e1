import { API } from '@mecha/shared/api-paths';
import type { Invite } from '@mecha/shared/competition/api';
import { request } from '../../../lib/request.ts';
import { useCompAction } from './use-comp-action.ts';

/** competition/invite: the leader of a forming team invites a role by UID. */
export function invite(a: { tournamentId: string; uid: string }): Promise<Invite> {
  return request<Invite>(API.compInvite, { body: a, toast: false });
}

export const useInvite = () => useCompAction(invite);
