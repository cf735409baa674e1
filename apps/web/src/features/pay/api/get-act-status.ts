import { API } from '@mecha/shared/api-paths';
import type { ActStatus } from '@mecha/shared/pay/act';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { useAppState } from '../../../lib/store.ts';
import { ACT_KEY, useActScope } from './pay-keys.ts';

/** act/status: the selected role's total in the event window and each tier's state. */
export function getActStatus(signal?: AbortSignal): Promise<ActStatus> {
  return request<ActStatus>(API.actStatus, { toast: false, signal });
}

export const actStatusKey = (scope: string) => [...ACT_KEY, scope, 'status'] as const;

export function useActStatus(enabled: boolean) {
  const loggedIn = useAppState((s) => s.token !== null);
  return useQuery(queryOptions({ queryKey: actStatusKey(useActScope()), queryFn: ({ signal }) => getActStatus(signal), enabled: loggedIn && enabled, staleTime: 0, retry: false }));
}
