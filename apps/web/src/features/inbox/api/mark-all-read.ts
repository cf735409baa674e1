import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';
import { setUnread } from '../../../lib/unread.ts';
import { messagesKey, type MessagePage } from './get-messages.ts';
import { MESSAGE_PATH, useInboxScope } from './inbox-keys.ts';
import { readInPages } from './mark-read.ts';

/** read-all: every message read; the answer is the new unread count (0 unless mail arrived meanwhile). */
export function markAllRead(): Promise<{ Unread: number }> {
  return request<{ Unread: number }>(MESSAGE_PATH('read-all'), { method: 'POST' });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  const key = messagesKey(useInboxScope());
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: ({ Unread }) => {
      setUnread(Unread);
      queryClient.setQueryData<InfiniteData<MessagePage>>(key, (old) => readInPages(old, () => true));
      // Mail that arrived between the list and the tap is unread still: the list is read again.
      if (Unread > 0) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
