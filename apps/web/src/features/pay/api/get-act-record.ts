import { API } from '@mecha/shared/api-paths';
import type { Claim } from '@mecha/shared/pay/act';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { useAppState } from '../../../lib/store.ts';
import { ACT_KEY, useActScope } from './pay-keys.ts';

/** act/record: this account's claimed tiers, their delivery or address. */
export function getActRecord(signal?: AbortSignal): Promise<{ list: Claim[] }> {
  return request<{ list: Claim[] }>(API.actRecord, { toast: false, signal });
}

export function useActRecord(enabled: boolean) {
  const loggedIn = useAppState((s) => s.token !== null);
  return useQuery(
    queryOptions({
      queryKey: [...ACT_KEY, useActScope(), 'record'],
      queryFn: ({ signal }) => getActRecord(signal),
      enabled: loggedIn && enabled,
      staleTime: 0,
      retry: false,
      // A claimed tier's in-game mail is sent by the delivery worker within seconds: follow it to "delivered".
      refetchInterval: (query) => (query.state.data?.list.some((c) => c.delivery === 'pending') ? 2_000 : false),
    }),
  );
}
