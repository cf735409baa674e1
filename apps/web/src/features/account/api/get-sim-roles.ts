import type { PublicRole } from '@mecha/shared/account/schemas';
import { API } from '@mecha/shared/api-paths';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';

// Dev-only (GAME_GATEWAY=sim): a few roles of the simulated world a tester can log in as.
export function getSimRoles(limit: number, signal?: AbortSignal) {
  return request<{ list: PublicRole[]; total: number }>(API.simRoles, { query: { limit }, toast: false, signal });
}

export function useSimRoles(enabled: boolean, limit = 6) {
  return useQuery({
    queryKey: ['sim', 'roles', limit],
    queryFn: ({ signal }) => getSimRoles(limit, signal),
    enabled,
    staleTime: Infinity,
  });
}
