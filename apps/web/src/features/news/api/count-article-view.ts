import { API } from '@mecha/shared/api-paths';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { request } from '../../../lib/request.ts';
import { NEWS_KEY } from './news-keys.ts';
import type { ArticleFull, Hits } from './news-types.ts';

export function countArticleView(id: number): Promise<Hits> {
  return request<Hits>(API.cmsHits, { body: { id }, toast: false });
}

// Counted views per visit, so going back and forth between the list and an article counts it once.
const counted = new Set<number>();

/** cms/hits once for an article on screen (`null` until it is); the new count shows in it at once. */
export function useCountArticleView(id: number | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (id === null || counted.has(id)) return;
    counted.add(id);
    countArticleView(id)
      .then((hits) => {
        queryClient.setQueriesData<ArticleFull>({ queryKey: NEWS_KEY, predicate: (q) => q.queryKey.includes('article') && q.queryKey.at(-1) === id }, (old) =>
          old ? { ...old, Views: Math.max(old.Views, hits.Views) } : old,
        );
      })
      // A lost count is not worth a message; let the next visit try again.
      .catch(() => counted.delete(id));
  }, [id, queryClient]);
}
