import { API } from '@mecha/shared/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';
import { articleQueryKey } from './get-article.ts';
import { NEWS_KEY, useNewsLocale, useNewsViewer } from './news-keys.ts';
import type { ArticleFull, LikeResult } from './news-types.ts';

// SPEC §7: sent only with a token (the page shows the not-logged-in message itself for a visitor).
export function likeArticle(id: number, type: 'like' | 'unlike'): Promise<LikeResult> {
  return request<LikeResult>(`${API.like}/${id}`, { body: { type } });
}

/** Likes or unlikes at once on screen, then settles on the server's count (or rolls back on failure). */
export function useLikeArticle(id: number) {
  const queryClient = useQueryClient();
  const key = articleQueryKey(useNewsLocale(), useNewsViewer(), id);
  return useMutation({
    mutationFn: (like: boolean) => likeArticle(id, like ? 'like' : 'unlike'),
    onMutate: async (like) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ArticleFull>(key);
      if (before && before.Liked !== like) queryClient.setQueryData<ArticleFull>(key, { ...before, Liked: like, Likes: Math.max(0, before.Likes + (like ? 1 : -1)) });
      return { before };
    },
    onError: (_error, _like, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (result) => {
      queryClient.setQueryData<ArticleFull>(key, (old) => (old ? { ...old, Liked: result.Liked, Likes: result.Likes } : old));
      // List cards show like counts too.
      void queryClient.invalidateQueries({ queryKey: NEWS_KEY, predicate: (q) => q.queryKey.includes('feed') || q.queryKey.includes('search') });
    },
  });
}
