import { API } from '@mecha/shared/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { NEWS_KEY, useNewsLocale } from './news-keys.ts';
import type { VersionDetail } from './news-types.ts';

export function getVersionDetail(id: number, signal?: AbortSignal): Promise<VersionDetail> {
  return request<VersionDetail>(API.versionDetail, { query: { id }, toast: false, signal });
}

export const versionDetailQuery = (locale: string, id: number) =>
  queryOptions({ queryKey: [...NEWS_KEY, locale, 'version', id], queryFn: ({ signal }) => getVersionDetail(id, signal), staleTime: 5 * 60_000 });

export function useVersionDetail(id: number | null) {
  return useQuery({ ...versionDetailQuery(useNewsLocale(), id ?? 0), enabled: id !== null });
}
