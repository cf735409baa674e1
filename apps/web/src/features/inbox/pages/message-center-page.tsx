import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AccessNeeded } from '../../../components/access-needed.tsx';
import { MailIcon } from '../../../components/icons.tsx';
import { NavBar } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { PullToRefresh } from '../../../components/pull-to-refresh.tsx';
import { EmptyBlock, ErrorBlock, ListFoot, Skeleton } from '../../../components/states.tsx';
import { flattenPages } from '../../../lib/paging.ts';
import { useAppState } from '../../../lib/store.ts';
import { showToast } from '../../../lib/toast.ts';
import { refreshUnread } from '../../../lib/unread.ts';
import { useReachBottom } from '../../../lib/use-reach-bottom.ts';
import { messagesKey, useMessages } from '../api/get-messages.ts';
import { useInboxScope } from '../api/inbox-keys.ts';
import { useMarkAllRead } from '../api/mark-all-read.ts';
import { MessageItem } from '../components/message-item.tsx';
import styles from './message-center-page.module.css';

// my/message-center/index: the inbox, newest first; pull refresh, next page 50 px before the end, read all.
export function MessageCenterPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const loggedIn = useAppState((s) => s.token !== null);
  const unread = useAppState((s) => s.unreadCount);
  const key = messagesKey(useInboxScope());
  const feed = useMessages();
  const readAll = useMarkAllRead();
  const messages = flattenPages(feed.data?.pages);
  const hasUnread = unread > 0 || messages.some((m) => !m.Read);
  useReachBottom(() => void feed.fetchNextPage(), Boolean(feed.hasNextPage && !feed.isFetchingNextPage && !feed.isError));

  // Opening the inbox is a moment to be exact about the dot.
  useEffect(() => {
    void refreshUnread();
  }, []);

  const refresh = () => Promise.all([queryClient.resetQueries({ queryKey: key }), refreshUnread()]);
  const onReadAll = () => readAll.mutate(undefined, { onSuccess: () => showToast(t('inbox.allRead'), 'success') });

  let content;
  if (!loggedIn) content = <AccessNeeded kind="login" text={t('feedback.loginNeeded')} Icon={MailIcon} testId="inbox-login" />;
  else if (feed.isPending) content = [0, 1, 2, 3].map((i) => <Skeleton key={i} height="8.5rem" />);
  else if (feed.isError && messages.length === 0) content = <ErrorBlock error={feed.error} onRetry={() => void feed.refetch()} />;
  else if (messages.length === 0) content = <EmptyBlock>{t('inbox.empty')}</EmptyBlock>;
  else
    content = (
      <>
        {messages.map((message) => (
          <MessageItem key={message.Id} message={message} />
        ))}
        <ListFoot feed={feed} loading={t('inbox.loadingMore')} end={t('inbox.end')} />
      </>
    );

  return (
    <>
      <NavBar title={t('inbox.title')} back />
      <PullToRefresh onRefresh={refresh}>
        <PageBody>
          {loggedIn && (
            <div className={styles.toolbar}>
              <span className={styles.count} data-testid="unread-count">
                {t('inbox.unreadCount', { count: unread })}
              </span>
              <button type="button" className={styles.readAll} onClick={onReadAll} disabled={!hasUnread || readAll.isPending} data-testid="read-all">
                {t('inbox.readAll')}
              </button>
            </div>
          )}
          <div className={styles.list} data-testid="message-list">
            {content}
          </div>
        </PageBody>
      </PullToRefresh>
    </>
  );
}
