import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { seasonCodeAt } from '@mecha/shared/ladder/seasons';
import { useEffect } from 'react';
import { useQuery } from '../../../lib/use-query.ts';
import { fromFirstRead, request } from '../../../lib/request.ts';
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
    // The ladder score is the page's largest paint: shown by the first render when index.html's read has come.
    ...fromFirstRead<BattleSummary>(RECORD_API.summary, { season }),
  });

export function useBattleSummary(season: number | null) {
  const viewer = useViewer();
  return useQuery({ ...battleSummaryQuery(viewer, season ?? 0), enabled: season !== null });
}

/**
 * While the season list is still on its way (`season` null), starts the summary of the season the shared calendar
 * names for now: a visit opens on the current season (SPEC §7), so the page's own query then finds its answer in
 * flight instead of asking only after season_show has come back, one round trip later on a phone's link. A clock
 * that is off, or a season's turn, costs one unused request; what the page shows still follows season_show.
 */
export function useBattleSummaryAhead(season: number | null): void {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const waiting = season === null;
  useEffect(() => {
    if (waiting) void queryClient.prefetchQuery(battleSummaryQuery(viewer, seasonCodeAt(Math.floor(Date.now() / 1000))));
  }, [waiting, viewer, queryClient]);
}
