import { API } from '@mecha/shared/api-paths';
import type { productListData } from '@mecha/shared/mall/api';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { useInfiniteQuery } from '../../../lib/use-query.ts';
import type { z } from 'zod';
import { nextPageParam } from '../../../lib/paging.ts';
import { request } from '../../../lib/request.ts';
import { MALL_KEY, useMallScope } from './mall-keys.ts';

export type ProductList = z.infer<typeof productListData>;
export const PRODUCT_PAGE_SIZE = 20;

/** score/product: the edition's categories and one page of product cards (one category's, or all). */
export function getProducts(input: { categoryId: string | null; page: number }, signal?: AbortSignal): Promise<ProductList> {
  return request<ProductList>(API.scoreProduct, {
    query: { categoryId: input.categoryId ?? undefined, page: input.page, size: PRODUCT_PAGE_SIZE },
    toast: false,
    signal,
  });
}

export const productsKey = (scope: string, categoryId: string | null) => [...MALL_KEY, scope, 'products', categoryId ?? 'all'] as const;

export function useProducts(categoryId: string | null) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: productsKey(useMallScope(), categoryId),
      queryFn: ({ pageParam, signal }) => getProducts({ categoryId, page: pageParam }, signal),
      initialPageParam: 1,
      getNextPageParam: nextPageParam,
      // Stock and limit use change with others' exchanges: a short freshness, and pull to refresh for now.
      staleTime: 10_000,
      retry: false,
    }),
  );
}
