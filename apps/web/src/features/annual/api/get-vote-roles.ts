import { API } from '@mecha/shared/api-paths';
import type { AnnualRoles } from '@mecha/shared/annual/api';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { ANNUAL_KEY, useAnnualScope } from './annual-keys.ts';

/** one-year/roles: the vote's characters with the live tally (the page shows the tally only after voting). */
export function getVoteRoles(signal?: AbortSignal): Promise<AnnualRoles> {
  return request<AnnualRoles>(API.oneYearRoles, { toast: false, signal });
}

export const voteRolesKey = (scope: string) => [...ANNUAL_KEY, scope, 'roles'] as const;

export function useVoteRoles() {
  return useQuery(
    queryOptions({
      queryKey: voteRolesKey(useAnnualScope()),
      queryFn: ({ signal }) => getVoteRoles(signal),
      // A live tally: fresh on each visit, not polled (the player's own vote refreshes it at once).
      staleTime: 0,
      retry: false,
    }),
  );
}
