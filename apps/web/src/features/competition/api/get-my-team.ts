import { API } from '@mecha/shared/api-paths';
import type { Team } from '@mecha/shared/competition/api';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { COMP_KEY, useCompScope } from './competition-keys.ts';

/** competition/my-team: the selected role's team in the tournament (members, contact, code, check-ins), or null. */
export function getMyTeam(tournamentId: string, signal?: AbortSignal): Promise<Team | null> {
  return request<Team | null>(API.compMyTeam, { query: { tournamentId }, toast: false, signal });
}

export function useMyTeam(tournamentId: string | null, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...COMP_KEY, useCompScope(), 'my-team', tournamentId ?? ''] as const,
      queryFn: ({ signal }) => getMyTeam(tournamentId!, signal),
      enabled: enabled && tournamentId !== null,
      staleTime: 0,
      retry: false,
    }),
  );
}
