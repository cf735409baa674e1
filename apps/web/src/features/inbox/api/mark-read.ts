import type { Message } from '@mecha/shared/welfare/api';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';
import { setUnread } from '../../../lib/unread.ts';
import type { MessagePage } from './get-messages.ts';
import { messagesKey } from './get-messages.ts';
import { MESSAGE_PATH, useInboxScope } from './inbox-keys.ts';

/** read: marks one message read; the answer is the new unread count. */
export function markRead(id: number): Promise<{ Unread: number }> {
  return request<{ Unread: number }>(MESSAGE_PATH('read'), { body: { id }, toast: false });
}

/** Marks messages read in a loaded list without refetching it (the dot goes at once). */
export function readInPages(data: InfiniteData<MessagePage> | undefined, isRead: (m: Message) => boolean): InfiniteData<MessagePage> | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((p) => ({ ...p, list: p.list.map((m) => (isRead(m) && !m.Read ? { ...m, Read: true } : m)) })) };
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  const key = messagesKey(useInboxScope());
  return useMutation({
    mutationFn: markRead,
    onSuccess: ({ Unread }, id) => {
      setUnread(Unread);
      queryClient.setQueryData<InfiniteData<MessagePage>>(key, (old) => readInPages(old, (m) => m.Id === id));
    },
  });
}
