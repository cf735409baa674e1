import { API } from '@mecha/shared/api-paths';
import type { AnnualStatus } from '@mecha/shared/annual/api';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { ANNUAL_KEY, useAnnualScope } from './annual-keys.ts';

/** one-year/status: the event (phase, dates, seed hash) and, when logged in with a role, tickets, tasks and vote. */
export function getAnnualStatus(signal?: AbortSignal): Promise<AnnualStatus> {
  return request<AnnualStatus>(API.oneYearStatus, { toast: false, signal });
}

export const annualStatusKey = (scope: string) => [...ANNUAL_KEY, scope, 'status'] as const;

export function useAnnualStatus() {
  return useQuery(
    queryOptions({
      queryKey: annualStatusKey(useAnnualScope()),
      queryFn: ({ signal }) => getAnnualStatus(signal),
      // Tickets and tasks move with every claim and draw, and daily tasks turn at midnight: read fresh per visit.
      staleTime: 0,
      retry: false,
    }),
  );
}
