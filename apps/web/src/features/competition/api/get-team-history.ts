import { API } from '@mecha/shared/api-paths';
import type { HistoryLine } from '@mecha/shared/competition/api';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { COMP_KEY, useCompScope } from './competition-keys.ts';

export interface TeamHistory {
  teamId: string;
  list: HistoryLine[];
}

/** competition/team-history: every change of a team the role is or was in, newest first. */
export function getTeamHistory(teamId: string, signal?: AbortSignal): Promise<TeamHistory> {
  return request<TeamHistory>(API.compTeamHistory, { query: { teamId }, toast: false, signal });
}

export const teamHistoryKey = (scope: string, teamId: string) => [...COMP_KEY, scope, 'history', teamId] as const;

/** Fetched while the sheet is open (`teamId` set); every team change invalidates COMP_KEY, so it is never stale. */
export function useTeamHistory(teamId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: teamHistoryKey(useCompScope(), teamId ?? ''),
      queryFn: ({ signal }) => getTeamHistory(teamId!, signal),
      enabled: teamId !== null,
      staleTime: 0,
      retry: false,
    }),
  );
}
