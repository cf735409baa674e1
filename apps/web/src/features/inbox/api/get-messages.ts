import type { MessageListData } from '@mecha/shared/welfare/api';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { useInfiniteQuery } from '../../../lib/use-query.ts';
import { nextPageParam } from '../../../lib/paging.ts';
import { request } from '../../../lib/request.ts';
import { useAppState } from '../../../lib/store.ts';
import { INBOX_KEY, MESSAGE_PATH, useInboxScope } from './inbox-keys.ts';

export const MESSAGE_PAGE_SIZE = 20;

export type MessagePage = MessageListData;

/** list: the inbox, newest first. */
export function getMessages(page: number, signal?: AbortSignal): Promise<MessagePage> {
  return request<MessagePage>(MESSAGE_PATH('list'), { query: { page, size: MESSAGE_PAGE_SIZE }, toast: false, signal });
}

export const messagesKey = (scope: string) => [...INBOX_KEY, scope, 'list'] as const;

export function useMessages() {
  const loggedIn = useAppState((s) => s.token !== null);
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: messagesKey(useInboxScope()),
      queryFn: ({ pageParam, signal }) => getMessages(pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: nextPageParam,
      enabled: loggedIn,
      // Reward mails flip from "on its way" to "delivered" within seconds: the list is read fresh each visit.
      staleTime: 0,
    }),
  );
}
