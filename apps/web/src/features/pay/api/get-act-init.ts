import { API } from '@mecha/shared/api-paths';
import type { ActEvent } from '@mecha/shared/pay/act';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { ACT_KEY, useActScope } from './pay-keys.ts';

export interface ActInit {
  event: ActEvent | null;
  now: number;
}

/** act/init: the cumulative top-up event of the selected role's edition (a visitor's: the page's), or none. */
export function getActInit(signal?: AbortSignal): Promise<ActInit> {
  return request<ActInit>(API.actInit, { toast: false, signal });
}

export function useActInit() {
  return useQuery(queryOptions({ queryKey: [...ACT_KEY, useActScope(), 'init'], queryFn: ({ signal }) => getActInit(signal), staleTime: 60_000, retry: false }));
}
