import { API } from '@mecha/shared/api-paths';
import type { OfficialCheck } from '@mecha/shared/pay/api';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { PAY_KEY, usePayScope } from './pay-keys.ts';

/** official-check: who would receive a top-up to this UID, and whether they may (the reason when not). */
export function getOfficialCheck(uid: string, signal?: AbortSignal): Promise<OfficialCheck> {
  return request<OfficialCheck>(API.payOfficialCheck, { query: { uid }, toast: false, signal });
}

export function useOfficialCheck(uid: string | null) {
  const scope = usePayScope();
  return useQuery(
    queryOptions({
      queryKey: [...PAY_KEY, scope, 'check', uid],
      queryFn: ({ signal }) => getOfficialCheck(uid!, signal),
      enabled: uid !== null,
      staleTime: 30_000,
      retry: false,
    }),
  );
}
