import { API } from '@mecha/shared/api-paths';
import type { Bracket } from '@mecha/shared/competition/api';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { COMP_KEY, useCompScope } from './competition-keys.ts';

/** competition/bracket: per stage, its rounds' matches, the absent teams and how many checked in. Public. */
export function getBracket(tournamentId: string, signal?: AbortSignal): Promise<Bracket> {
  return request<Bracket>(API.compBracket, { query: { tournamentId }, toast: false, signal });
}

export const bracketKey = (scope: string, tournamentId: string) => [...COMP_KEY, scope, 'bracket', tournamentId] as const;

export function useBracket(tournamentId: string) {
  return useQuery(
    queryOptions({
      queryKey: bracketKey(useCompScope(), tournamentId),
      queryFn: ({ signal }) => getBracket(tournamentId, signal),
      // Results come in during a stage: a minute old is fresh enough, a revisit refetches.
      staleTime: 60_000,
      retry: false,
    }),
  );
}
