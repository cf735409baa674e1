import { API } from '@mecha/shared/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';
import { searchHistoryKey } from './get-search-history.ts';
import { useNewsViewer } from './news-keys.ts';
import type { SearchHistory } from './news-types.ts';

export function clearSearchHistory(): Promise<SearchHistory> {
  return request<SearchHistory>(API.searchHistoryClear, { method: 'POST', body: {} });
}

export function useClearSearchHistory() {
  const queryClient = useQueryClient();
  const key = searchHistoryKey(useNewsViewer());
  return useMutation({
    mutationFn: clearSearchHistory,
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
}
