import { API } from '@mecha/shared/api-paths';
import type { AnnualDraw } from '@mecha/shared/annual/api';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { useInfiniteQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { ANNUAL_KEY, useAnnualScope } from './annual-keys.ts';

export const DRAW_RECORD_PAGE_SIZE = 20;
export interface DrawRecordPage {
  list: AnnualDraw[];
  hasMore: boolean;
}

/** one-year/record: this account's draws in the event, newest first. */
export function getDrawRecord(page: number, signal?: AbortSignal): Promise<DrawRecordPage> {
  return request<DrawRecordPage>(API.oneYearRecord, { query: { page, size: DRAW_RECORD_PAGE_SIZE }, toast: false, signal });
}

export const drawRecordKey = (scope: string) => [...ANNUAL_KEY, scope, 'record'] as const;

export function useDrawRecord(enabled: boolean) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: drawRecordKey(useAnnualScope()),
      queryFn: ({ pageParam, signal }) => getDrawRecord(pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (last: DrawRecordPage, all: DrawRecordPage[]) => (last.hasMore ? all.length + 1 : undefined),
      enabled,
      staleTime: 0,
      retry: false,
    }),
  );
}
