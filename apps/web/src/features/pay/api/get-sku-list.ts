import { API } from '@mecha/shared/api-paths';
import type { SkuList } from '@mecha/shared/pay/api';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { PAY_KEY, usePayScope } from './pay-keys.ts';

/** sku/list: the role's edition's items in its currency (with this role's double-bonus map) and the methods. */
export function getSkuList(uid: string, signal?: AbortSignal): Promise<SkuList> {
  return request<SkuList>(API.paySkuList, { query: { uid }, toast: false, signal });
}

export const skuListKey = (scope: string, uid: string | null) => [...PAY_KEY, scope, 'skus', uid] as const;

export function useSkuList(uid: string | null) {
  return useQuery(
    queryOptions({
      queryKey: skuListKey(usePayScope(), uid),
      queryFn: ({ signal }) => getSkuList(uid!, signal),
      enabled: uid !== null,
      // The "double on first purchase" badges change with every success: read them fresh on each visit.
      staleTime: 0,
      retry: false,
    }),
  );
}
