import type { Mode } from '@mecha/shared/record/ingest';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { RECORD_API } from './record-paths.ts';
import { RECORD_KEY, useViewer } from './record-keys.ts';
import type { Ranking } from './record-types.ts';

// ranking_list_new: the top 100 of a region, the regions there are, and (logged in) the player's own standing.
// Without a region the server picks the player's own, or the first for a visitor.
export function getRanking(input: { mode: Mode; season: number; region: string | null }, signal?: AbortSignal): Promise<Ranking> {
  return request<Ranking>(RECORD_API.rankingNew, { query: { ...input }, toast: false, signal });
}

export const rankingQuery = (viewer: string, mode: Mode, season: number, region: string | null) =>
  queryOptions({
    queryKey: [...RECORD_KEY, viewer, 'ranking', mode, season, region],
    queryFn: ({ signal }) => getRanking({ mode, season, region }, signal),
  });

export function useRanking(mode: Mode, season: number | null, region: string | null = null) {
  const viewer = useViewer();
  // Switching region keeps the old list up until the new one arrives, so the sheet does not jump.
  return useQuery({ ...rankingQuery(viewer, mode, season ?? 0, region), enabled: season !== null, placeholderData: keepPreviousData });
}
