import { API } from '@mecha/shared/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { NEWS_KEY, useNewsLocale } from './news-keys.ts';
import type { Banner } from './news-types.ts';

export function getBanners(signal?: AbortSignal): Promise<{ list: Banner[] }> {
  return request<{ list: Banner[] }>(API.cmsBanner, { toast: false, signal });
}

export const bannersQuery = (locale: string) =>
  queryOptions({ queryKey: [...NEWS_KEY, locale, 'banners'], queryFn: ({ signal }) => getBanners(signal), staleTime: 5 * 60_000 });

export function useBanners() {
  return useQuery(bannersQuery(useNewsLocale()));
}
