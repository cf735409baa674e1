import { API } from '@mecha/shared/api-paths';
import { request } from '../../../lib/request.ts';
import { useCompAction } from './use-comp-action.ts';

/** competition/leave-team: a member quits; a leader's leaving passes the lead on, or disbands a team of one. */
export function leaveTeam(tournamentId: string): Promise<{ ok: true }> {
  return request<{ ok: true }>(API.compLeaveTeam, { body: { tournamentId }, toast: false });
}

export const useLeaveTeam = () => useCompAction(leaveTeam);
