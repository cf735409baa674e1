import { API } from '@mecha/shared/api-paths';
import type { annualPrizesData } from '@mecha/shared/annual/api';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import type { z } from 'zod';
import { request } from '../../../lib/request.ts';
import { ANNUAL_KEY, useAnnualScope } from './annual-keys.ts';

export type AnnualPrizes = z.infer<typeof annualPrizesData>;

/** one-year/prizes: the pool with published odds and stock left, and the dated odds history. */
export function getPrizes(signal?: AbortSignal): Promise<AnnualPrizes> {
  return request<AnnualPrizes>(API.oneYearPrizes, { toast: false, signal });
}

export const prizesKey = (scope: string) => [...ANNUAL_KEY, scope, 'prizes'] as const;

export function usePrizes() {
  return useQuery(
    queryOptions({
      queryKey: prizesKey(useAnnualScope()),
      queryFn: ({ signal }) => getPrizes(signal),
      // Stock and odds move with everyone's draws.
      staleTime: 0,
      retry: false,
    }),
  );
}
