import { API } from '@mecha/shared/api-paths';
import type { AnnualEvent, MemoriesReport } from '@mecha/shared/annual/api';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { ANNUAL_KEY, useAnnualScope } from './annual-keys.ts';

export interface MemoriesAnswer {
  report: MemoriesReport;
  event: AnnualEvent;
}

/** one-year/memories-report: the selected role's report, or a shared one (`share`, no login needed). */
export function getMemoriesReport(share: string | null, signal?: AbortSignal): Promise<MemoriesAnswer> {
  return request<MemoriesAnswer>(API.oneYearMemoriesReport, { query: { share }, toast: false, signal });
}

export const memoriesReportKey = (scope: string, share: string | null) => [...ANNUAL_KEY, scope, 'report', share ?? 'mine'] as const;

export function useMemoriesReport(share: string | null, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: memoriesReportKey(useAnnualScope(), share),
      queryFn: ({ signal }) => getMemoriesReport(share, signal),
      // The report year is in the past: the report moves only when a late match arrives.
      staleTime: 10 * 60_000,
      retry: false,
      enabled,
    }),
  );
}
