import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { useEffect } from 'react';
import { request } from '../../../lib/request.ts';
import { appStore } from '../../../lib/store.ts';
import { RECORD_API } from './record-paths.ts';
import { RECORD_KEY } from './record-keys.ts';
import type { SeasonList } from './record-types.ts';

export function getSeasonList(signal?: AbortSignal): Promise<SeasonList> {
  return request<SeasonList>(RECORD_API.seasonList, { toast: false, signal });
}

export const seasonListQuery = () =>
  queryOptions({
    queryKey: [...RECORD_KEY, 'season-list'],
    queryFn: ({ signal }) => getSeasonList(signal),
    // Seasons last two months: one answer per visit is plenty.
    staleTime: 30 * 60_000,
  });

/**
 * SPEC §7 "The season list is fetched at startup": a new visit starts on the current season (season index =
 * Code − 1, SPEC §4), whatever season the last visit was looking at.
 */
export function useSeasonListAtStart(): void {
  const { data } = useQuery(seasonListQuery());
  useEffect(() => {
    // Once per visit: a later refetch (pull to refresh) must not undo the player's season choice.
    if (!data || data.current < 1 || appliedThisVisit) return;
    appliedThisVisit = true;
    appStore.set({ seasonIndex: data.current - 1 });
  }, [data]);
}

let appliedThisVisit = false;
