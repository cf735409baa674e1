import { API } from '@mecha/shared/api-paths';
import type { Mode } from '@mecha/shared/record/modes';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { useInfiniteQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { ANNUAL_KEY, useAnnualScope } from './annual-keys.ts';

export interface MemoriesMatch {
  matchId: string;
  mode: Mode;
  endedAt: number;
  character: string;
  won: boolean;
  mvp: boolean;
  scoreAfter: number;
  delta: number;
}
export interface MemoriesMatchesPage {
  list: MemoriesMatch[];
  total: number;
  hasMore: boolean;
}

const PAGE_SIZE = 20;

/** one-year/memories-matches: the matches a report number counts (`filter` as the link's JSON), newest first. */
export function getMemoriesMatches(filter: string, share: string | null, page: number, signal?: AbortSignal): Promise<MemoriesMatchesPage> {
  return request<MemoriesMatchesPage>(API.oneYearMemoriesMatches, { query: { filter, share, page, size: PAGE_SIZE }, toast: false, signal });
}

export function useMemoriesMatches(filter: string, share: string | null) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...ANNUAL_KEY, useAnnualScope(), 'matches', share ?? 'mine', filter] as const,
      queryFn: ({ pageParam, signal }) => getMemoriesMatches(filter, share, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
      staleTime: 10 * 60_000,
      retry: false,
    }),
  );
}
