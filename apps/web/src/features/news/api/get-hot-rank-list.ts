import { API } from '@mecha/shared/api-paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import type { RankingSelection } from '../lib/ranking-params.ts';
import { NEWS_KEY } from './news-keys.ts';
import type { HotRankList } from './news-types.ts';

// hot-rank-list: every mech's win, pick and ban rate for one mode, tier and period, precomputed by a server job
// (the same for everyone, in any language).
export function getHotRankList(selection: RankingSelection, signal?: AbortSignal): Promise<HotRankList> {
  // Only the three fields: the call refuses unknown parameters, and a selection may come with more (a share payload).
  const { mode, tier, period } = selection;
  return request<HotRankList>(API.hotRankList, { query: { mode, tier, period }, toast: false, signal });
}

export const hotRankListQuery = (selection: RankingSelection) =>
  queryOptions({
    queryKey: [...NEWS_KEY, 'hot-rank-list', selection.mode, selection.tier, selection.period],
    queryFn: ({ signal }) => getHotRankList(selection, signal),
    staleTime: 60_000,
  });

export function useHotRankList(selection: RankingSelection, enabled = true) {
  // Switching a selector keeps the old table up until the new one arrives, so the rows do not jump.
  return useQuery({ ...hotRankListQuery(selection), enabled, placeholderData: keepPreviousData });
}
