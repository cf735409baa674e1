import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { RECORD_API } from './record-paths.ts';
import { RECORD_KEY, useViewer } from './record-keys.ts';
import type { BattleSummary } from './record-types.ts';

// Visitors get the sample (IsSample); a logged-in account without a role gets 402, which the wrapper turns into
// the bind prompt. Ladder calls show their failures inline, not as a toast (SPEC §7).
export function getBattleSummary(season: number, signal?: AbortSignal): Promise<BattleSummary> {
  return request<BattleSummary>(RECORD_API.summary, { query: { season }, toast: false, signal });
}

export const battleSummaryQuery = (viewer: string, season: number) =>
  queryOptions({
    queryKey: [...RECORD_KEY, viewer, 'summary', season],
    queryFn: ({ signal }) => getBattleSummary(season, signal),
  });

export function useBattleSummary(season: number | null) {
  const viewer = useViewer();
  return useQuery({ ...battleSummaryQuery(viewer, season ?? 0), enabled: season !== null });
}
