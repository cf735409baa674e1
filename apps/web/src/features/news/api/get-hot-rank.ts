import { API } from '@mecha/shared/api-paths';
import type { Mode } from '@mecha/shared/record/ingest';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import type { Period } from '../lib/ranking-params.ts';
import { NEWS_KEY } from './news-keys.ts';
import type { HotRank } from './news-types.ts';

/** hot-rank: one mech's rates in every tier, for the mode and period on screen. */
export function getHotRank(input: { id: string; mode: Mode; period: Period }, signal?: AbortSignal): Promise<HotRank> {
  return request<HotRank>(API.hotRank, { query: { ...input }, toast: false, signal });
}

export const hotRankQuery = (id: string, mode: Mode, period: Period) =>
  queryOptions({ queryKey: [...NEWS_KEY, 'hot-rank', id, mode, period], queryFn: ({ signal }) => getHotRank({ id, mode, period }, signal), staleTime: 60_000 });

export function useHotRank(id: string | null, mode: Mode, period: Period) {
  return useQuery({ ...hotRankQuery(id ?? '', mode, period), enabled: id !== null });
}
