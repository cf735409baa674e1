import type { Message } from '@mecha/shared/welfare/api';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { request } from '../../../lib/request.ts';
import { useAppState } from '../../../lib/store.ts';
import { INBOX_KEY, MESSAGE_PATH, useInboxScope } from './inbox-keys.ts';

/** detail: one message. */
export function getMessage(id: number, signal?: AbortSignal): Promise<Message> {
  return request<Message>(MESSAGE_PATH('detail'), { query: { id }, toast: false, signal });
}

export function useMessage(id: number | null) {
  const loggedIn = useAppState((s) => s.token !== null);
  return useQuery(
    queryOptions({
      queryKey: [...INBOX_KEY, useInboxScope(), 'detail', id],
      queryFn: ({ signal }) => getMessage(id!, signal),
      enabled: loggedIn && id !== null,
      retry: false,
      // A reward on its way is followed until its mail is delivered.
      refetchInterval: (query) => (query.state.data?.Delivery === 'pending' ? 2_000 : false),
    }),
  );
}
