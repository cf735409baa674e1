import { API } from '@mecha/shared/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { NEWS_KEY, useNewsLocale } from './news-keys.ts';
import type { VersionList } from './news-types.ts';

export function getVersionList(signal?: AbortSignal): Promise<VersionList> {
  return request<VersionList>(API.versionList, { toast: false, signal });
}

export const versionListQuery = (locale: string) =>
  queryOptions({ queryKey: [...NEWS_KEY, locale, 'versions'], queryFn: ({ signal }) => getVersionList(signal), staleTime: 5 * 60_000 });

export function useVersionList(enabled: boolean) {
  return useQuery({ ...versionListQuery(useNewsLocale()), enabled });
}
