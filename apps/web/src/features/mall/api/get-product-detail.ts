import { API } from '@mecha/shared/api-paths';
import type { ProductDetail } from '@mecha/shared/mall/api';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { MALL_KEY, useMallScope } from './mall-keys.ts';

/** score/product/detail: one product with pictures, description, regions, and a draw drop's entrants and odds. */
export function getProductDetail(id: string, signal?: AbortSignal): Promise<ProductDetail> {
  return request<ProductDetail>(API.scoreProductDetail, { query: { id }, toast: false, signal });
}

export const productDetailKey = (scope: string, id: string | null) => [...MALL_KEY, scope, 'product', id] as const;

export function useProductDetail(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: productDetailKey(useMallScope(), id),
      queryFn: ({ signal }) => getProductDetail(id!, signal),
      enabled: id !== null,
      staleTime: 0,
      retry: false,
    }),
  );
}
