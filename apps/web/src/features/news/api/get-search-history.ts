import { API } from '@mecha/shared/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { NEWS_KEY, useIsLoggedIn, useNewsViewer } from './news-keys.ts';
import type { SearchHistory } from './news-types.ts';

/** The account's recent searches (logged in only; a visitor's stay on the phone, lib/search-history.ts). */
export function getSearchHistory(signal?: AbortSignal): Promise<SearchHistory> {
  return request<SearchHistory>(API.searchHistory, { toast: false, signal });
}

export const searchHistoryKey = (viewer: string) => [...NEWS_KEY, viewer, 'search-history'] as const;

export const searchHistoryQuery = (viewer: string) => queryOptions({ queryKey: searchHistoryKey(viewer), queryFn: ({ signal }) => getSearchHistory(signal) });

export function useAccountSearchHistory() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...searchHistoryQuery(useNewsViewer()), enabled: loggedIn });
}
