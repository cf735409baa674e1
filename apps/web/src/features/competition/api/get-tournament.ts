import { API } from '@mecha/shared/api-paths';
import type { TournamentData } from '@mecha/shared/competition/api';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { COMP_KEY, useCompScope } from './competition-keys.ts';

/** competition/tournament: one tournament (the current one unless `id`), the list to switch between, and the viewer's standing. */
export function getTournament(id: string | null, signal?: AbortSignal): Promise<TournamentData> {
  return request<TournamentData>(API.compTournament, { query: { id }, toast: false, signal });
}

export const tournamentKey = (scope: string, id: string | null) => [...COMP_KEY, scope, 'tournament', id ?? 'current'] as const;

export function useTournament(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: tournamentKey(useCompScope(), id),
      queryFn: ({ signal }) => getTournament(id, signal),
      // Registration state, team count and the stages' check-in move with the clock: read fresh per visit.
      staleTime: 0,
      retry: false,
    }),
  );
}
