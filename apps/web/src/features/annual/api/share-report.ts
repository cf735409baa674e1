import { API } from '@mecha/shared/api-paths';
import type { AnnualTask } from '@mecha/shared/annual/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';
import { ANNUAL_KEY } from './annual-keys.ts';

export interface SharedAnswer {
  shareToken: string;
  task: AnnualTask | null;
}

/**
 * one-year/shared: making a poster or a share link marks today's share task done (never proof of posting:
 * PRODUCT.md) and answers the token that opens this role's report without logging in.
 */
export function shareReport(kind: 'poster' | 'link'): Promise<SharedAnswer> {
  return request<SharedAnswer>(API.oneYearShared, { body: { kind }, toast: false });
}

export function useShareReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareReport,
    // The share task may have turned claimable: the tasks are read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ANNUAL_KEY }),
  });
}
