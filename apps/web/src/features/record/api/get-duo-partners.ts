import { API } from '@mecha/shared/api-paths';
import type { DuoPartners, DuoTally } from '@mecha/shared/record/duo';
import type { DuoScope } from '@mecha/shared/record/duo-rules';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';
import { useQuery } from '../../../lib/use-query.ts';
import { RECORD_KEY, useHasRole, useViewer } from './record-keys.ts';

// Who the role wins with in 2v2 (issue 17). Types only from the contract: its zod schemas stay out of the bundle.
export function getDuoPartners(scope: DuoScope, season: number | null, signal?: AbortSignal): Promise<DuoPartners> {
  return request<DuoPartners>(API.duoPartners, { query: { scope, season: scope === 'season' ? season : undefined }, toast: false, signal });
}

export const duoPartnersQuery = (viewer: string, scope: DuoScope, season: number | null) =>
  queryOptions({
    // All time is one answer whatever season is on screen.
    queryKey: [...RECORD_KEY, viewer, 'duo-partners', scope, scope === 'season' ? season : null],
    queryFn: ({ signal }) => getDuoPartners(scope, season, signal),
  });

/** The call needs a role (401/402 otherwise), and a season once the season list is known. */
export function useDuoPartners(scope: DuoScope, season: number | null) {
  const viewer = useViewer();
  const hasRole = useHasRole();
  return useQuery({
    ...duoPartnersQuery(viewer, scope, season),
    enabled: hasRole && (scope === 'all' || season !== null),
    // Switching scope keeps the old numbers (dimmed) until the new ones arrive, so the page does not blink.
    placeholderData: keepPreviousData,
  });
}

/** A tally's win share, NaN with no matches (which the win-rate formatter shows as a dash). */
export const shareOf = (t: DuoTally) => (t.Matches > 0 ? t.Wins / t.Matches : NaN);
