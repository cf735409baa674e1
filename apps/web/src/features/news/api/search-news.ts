import { API } from '@mecha/shared/api-paths';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { useInfiniteQuery } from '../../../lib/use-query.ts';
import { nextPageParam } from '../../../lib/paging.ts';
import { request } from '../../../lib/request.ts';
import { NEWS_KEY, useNewsLocale, useNewsViewer } from './news-keys.ts';
import type { NewsPage } from './news-types.ts';

export const SEARCH_PAGE_SIZE = 10;

// strategy/news: substring search (works for Chinese and Japanese, which have no word breaks). With a session
// the server also records the keyword in the account's history.
export function searchNews(input: { keyword: string; page: number }, signal?: AbortSignal): Promise<NewsPage> {
  return request<NewsPage>(API.newsSearch, { query: { keyword: input.keyword, page: input.page, size: SEARCH_PAGE_SIZE }, toast: false, signal });
}

export const searchNewsQuery = (locale: string, viewer: string, keyword: string) =>
  infiniteQueryOptions({
    queryKey: [...NEWS_KEY, locale, viewer, 'search', keyword],
    queryFn: ({ pageParam, signal }) => searchNews({ keyword, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export function useSearchNews(keyword: string) {
  return useInfiniteQuery({ ...searchNewsQuery(useNewsLocale(), useNewsViewer(), keyword), enabled: keyword !== '' });
}
