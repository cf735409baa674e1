import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { RECORD_API } from './record-paths.ts';
import { RECORD_KEY, useHasRole, useViewer } from './record-keys.ts';
import type { SeasonSummary } from './record-types.ts';

export function getSeasonSummary(season: number, signal?: AbortSignal): Promise<SeasonSummary> {
  return request<SeasonSummary>(RECORD_API.seasonSummary, { query: { season }, toast: false, signal });
}

export const seasonSummaryQuery = (viewer: string, season: number) =>
  queryOptions({
    queryKey: [...RECORD_KEY, viewer, 'season-summary', season],
    queryFn: ({ signal }) => getSeasonSummary(season, signal),
  });

export function useSeasonSummary(season: number | null) {
  const viewer = useViewer();
  const hasRole = useHasRole();
  return useQuery({ ...seasonSummaryQuery(viewer, season ?? 0), enabled: season !== null && hasRole });
}
