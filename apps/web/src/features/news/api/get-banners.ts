import { API } from '@mecha/shared/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { preloadImage } from '../../../lib/preload-image.ts';
import { request } from '../../../lib/request.ts';
import { assetUrl } from '../../../lib/asset-url.ts';
import { NEWS_KEY, useNewsLocale } from './news-keys.ts';
import type { Banner } from './news-types.ts';

export async function getBanners(signal?: AbortSignal): Promise<{ list: Banner[] }> {
  const data = await request<{ list: Banner[] }>(API.cmsBanner, { toast: false, signal });
  // The first banner is the news page's largest paint: its image downloads from the moment the list is known.
  const first = data.list[0];
  if (first) preloadImage(assetUrl(first.Image));
  return data;
}

export const bannersQuery = (locale: string) =>
  queryOptions({ queryKey: [...NEWS_KEY, locale, 'banners'], queryFn: ({ signal }) => getBanners(signal), staleTime: 5 * 60_000 });

export function useBanners() {
  return useQuery(bannersQuery(useNewsLocale()));
}
