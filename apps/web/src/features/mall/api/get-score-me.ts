import { API } from '@mecha/shared/api-paths';
import type { ScoreMe } from '@mecha/shared/mall/api';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { MALL_KEY, useMallScope } from './mall-keys.ts';

/** score/me: the account's balance, whether it ever had points, and a suspension in force. Needs a bound role. */
export function getScoreMe(signal?: AbortSignal): Promise<ScoreMe> {
  return request<ScoreMe>(API.scoreMe, { toast: false, signal });
}

export const scoreMeKey = (scope: string) => [...MALL_KEY, scope, 'me'] as const;

export function useScoreMe(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: scoreMeKey(useMallScope()),
      queryFn: ({ signal }) => getScoreMe(signal),
      enabled,
      // The balance moves with every exchange, top-up and refund: read it fresh on each visit.
      staleTime: 0,
      retry: false,
    }),
  );
}
