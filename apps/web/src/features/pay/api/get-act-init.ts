import { API } from '@mecha/shared/api-paths';
import type { ActEvent } from '@mecha/shared/pay/act';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';
import { useAppState } from '../../../lib/store.ts';
import { ACT_KEY, usePayScope } from './pay-keys.ts';

export interface ActInit {
  event: ActEvent | null;
  now: number;
}

/** act/init: the edition's cumulative top-up event (the current one, else the next), or none. */
export function getActInit(signal?: AbortSignal): Promise<ActInit> {
  return request<ActInit>(API.actInit, { toast: false, signal });
}

export function useActInit() {
  const loggedIn = useAppState((s) => s.token !== null);
  return useQuery(queryOptions({ queryKey: [...ACT_KEY, usePayScope(), 'init'], queryFn: ({ signal }) => getActInit(signal), enabled: loggedIn, staleTime: 60_000, retry: false }));
}
