import type { Mode } from '@mecha/shared/record/ingest';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { useInfiniteQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { nextPageParam } from '../../../lib/paging.ts';
import type { BattleFilter } from '@mecha/shared/record/battle-filter';
import { RECORD_API } from './record-paths.ts';
import { RECORD_KEY, useHasRole, useViewer } from './record-keys.ts';
import type { BattleListPage } from './record-types.ts';

export const BATTLE_PAGE_SIZE = 20;

export function getBattleList(input: { mode: Mode; season: number; page: number } & BattleFilter, signal?: AbortSignal): Promise<BattleListPage> {
  return request<BattleListPage>(RECORD_API.battleList, { query: { ...input, size: BATTLE_PAGE_SIZE }, toast: false, signal });
}

export const battleListQuery = (viewer: string, mode: Mode, season: number, filter: BattleFilter = {}) =>
  infiniteQueryOptions({
    queryKey: [...RECORD_KEY, viewer, 'battle-list', mode, season, filter.result ?? 'all', filter.partner ?? 'anyone'],
    queryFn: ({ pageParam, signal }) => getBattleList({ mode, season, page: pageParam, ...filter }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export function useBattleList(mode: Mode, season: number | null, filter: BattleFilter = {}) {
  const viewer = useViewer();
  const hasRole = useHasRole();
  return useInfiniteQuery({ ...battleListQuery(viewer, mode, season ?? 0, filter), enabled: season !== null && hasRole });
}
