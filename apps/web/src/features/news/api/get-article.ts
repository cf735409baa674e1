import { API } from '@mecha/shared/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { NEWS_KEY, useNewsLocale, useNewsViewer } from './news-keys.ts';
import type { ArticleFull } from './news-types.ts';

// cms/detail sends the session when there is one (the wrapper does), so `Liked` is the reader's own.
export function getArticle(id: number, signal?: AbortSignal): Promise<ArticleFull> {
  return request<ArticleFull>(API.cmsDetail, { query: { id }, toast: false, signal });
}

export const articleQueryKey = (locale: string, viewer: string, id: number) => [...NEWS_KEY, locale, viewer, 'article', id] as const;

export const articleQuery = (locale: string, viewer: string, id: number) =>
  queryOptions({ queryKey: articleQueryKey(locale, viewer, id), queryFn: ({ signal }) => getArticle(id, signal) });

export function useArticle(id: number | null) {
  const locale = useNewsLocale();
  const viewer = useNewsViewer();
  return useQuery({ ...articleQuery(locale, viewer, id ?? 0), enabled: id !== null });
}
