import { API } from '@mecha/shared/api-paths';
import type { TeamInfo } from '@mecha/shared/competition/api';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { COMP_KEY, useCompScope } from './competition-keys.ts';

/** competition/team-info by invitation code: the team a code leads to (no contact, no code), shown before joining. */
export function getTeamByCode(inviteCode: string, signal?: AbortSignal): Promise<TeamInfo> {
  return request<TeamInfo>(API.compTeamInfo, { query: { inviteCode }, toast: false, signal });
}

/** `code` already normalised; null while the player has not asked for the preview. */
export function useTeamByCode(code: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...COMP_KEY, useCompScope(), 'team-info', code ?? ''] as const,
      queryFn: ({ signal }) => getTeamByCode(code!, signal),
      enabled: code !== null,
      staleTime: 0,
      retry: false,
    }),
  );
}
