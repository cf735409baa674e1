import { API } from '@mecha/shared/api-paths';
import type { DuoPartners } from '@mecha/shared/record/duo';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { COMP_KEY, useCompScope } from './competition-keys.ts';

/** How many of the role's 2v2 partners the invite card suggests. */
export const SUGGESTED_PARTNERS = 3;

export interface PartnerSuggestion {
  uid: string;
  nickname: string;
  together: number;
  wins: number;
}

/**
 * A team's leader may invite the people they already play 2v2 with (issue 17, decision 0059): this season's
 * partners from the duo call, the most played-with first. Read only while the invite card is shown.
 */
export function usePartnerSuggestions(enabled: boolean) {
  return useQuery({
    queryKey: [...COMP_KEY, useCompScope(), 'partner-suggestions'] as const,
    queryFn: async ({ signal }): Promise<PartnerSuggestion[]> => {
      const duo = await request<DuoPartners>(API.duoPartners, { query: { scope: 'season' }, toast: false, signal });
      return duo.list.slice(0, SUGGESTED_PARTNERS).map((p) => ({ uid: p.Uid, nickname: p.Nickname, together: p.Together.Matches, wins: p.Together.Wins }));
    },
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}
