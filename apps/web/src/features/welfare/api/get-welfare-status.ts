import type { WelfareStatus } from '@mecha/shared/welfare/api';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { appStore, useAppState } from '../../../lib/store.ts';
import { cachePackConfigs } from '../lib/pack-configs.ts';
import { WELFARE_KEY, WELFARE_PATH, useWelfareScope } from './welfare-keys.ts';

/** status: the four gift packs with this role's state, reset times and delivery. */
export async function getWelfareStatus(signal?: AbortSignal): Promise<WelfareStatus> {
  const status = await request<WelfareStatus>(WELFARE_PATH('status'), { toast: false, signal });
  // SPEC §3 "cached gift-pack configs": the next visit draws the cards at once, before this call answers.
  cachePackConfigs(appStore, status.packs, appStore.get().languageIndex);
  return status;
}

export const welfareStatusQuery = (scope: string, enabled: boolean) =>
  queryOptions({
    queryKey: [...WELFARE_KEY, scope, 'status'],
    queryFn: ({ signal }) => getWelfareStatus(signal),
    enabled,
    staleTime: 15_000,
    retry: false,
    // A claimed pack's mail is sent by the server's delivery worker within seconds: follow it to "delivered".
    refetchInterval: (query) => (query.state.data?.packs.some((p) => p.Delivery === 'pending') ? 2_000 : false),
  });

export function useWelfareStatus() {
  const loggedIn = useAppState((s) => s.token !== null);
  return useQuery(welfareStatusQuery(useWelfareScope(), loggedIn));
}
