import { API } from '@mecha/shared/api-paths';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { useInfiniteQuery } from '../../../lib/use-query.ts';
import { nextPageParam } from '../../../lib/paging.ts';
import { request } from '../../../lib/request.ts';
import { NEWS_KEY, useNewsLocale } from './news-keys.ts';
import type { Category, NewsPage } from './news-types.ts';

export const FEED_PAGE_SIZE = 10;

/** cms/news: one category's articles, newest first; without a category, all of them. */
export function getNewsFeed(input: { category: Category | null; page: number }, signal?: AbortSignal): Promise<NewsPage> {
  return request<NewsPage>(API.cmsNews, { query: { category: input.category ?? undefined, page: input.page, size: FEED_PAGE_SIZE }, toast: false, signal });
}

export const newsFeedQuery = (locale: string, category: Category | null) =>
  infiniteQueryOptions({
    queryKey: [...NEWS_KEY, locale, 'feed', category ?? 'all'],
    queryFn: ({ pageParam, signal }) => getNewsFeed({ category, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: 60_000,
  });

export function useNewsFeed(category: Category | null) {
  return useInfiniteQuery(newsFeedQuery(useNewsLocale(), category));
}
