import { API } from '@mecha/shared/api-paths';
import type { Team } from '@mecha/shared/competition/api';
import type { ContactKind } from '@mecha/shared/competition/rules';
import { request } from '../../../lib/request.ts';
import { useCompAction } from './use-comp-action.ts';

export interface CreateTeamInput {
  tournamentId: string;
  name: string;
  contactKind: ContactKind;
  contact: string;
  /** The rules tick: sent only when ticked (the server answers tickRules otherwise). */
  agree: boolean;
}

/** competition/create-team: the leader's new team with its invitation code. */
export function createTeam({ agree, ...input }: CreateTeamInput): Promise<Team> {
  return request<Team>(API.compCreateTeam, { body: { ...input, ...(agree ? { agree: true } : {}) }, toast: false });
}

export const useCreateTeam = () => useCompAction(createTeam);
