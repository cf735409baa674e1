import { useEffect } from 'react';
import { refreshUnread, UNREAD_POLL_MS } from '../../../lib/unread.ts';
import { appStore, useAppState, type AppStore } from '../../../lib/store.ts';

/**
 * Keeps the unread count fresh while the app is open: at start and on login, every minute while the page is
 * visible, and at once when it becomes visible again. Logging out (or a 401) clears it.
 * Returns the clean-up, so it can be driven without React in tests.
 */
export function startUnreadSync(store: AppStore = appStore, refresh: () => Promise<void> = () => refreshUnread(store), doc: Document = document): () => void {
  if (store.get().token === null) {
    store.set({ unreadCount: 0 });
    return () => {};
  }
  void refresh();
  const timer = setInterval(() => {
    if (doc.visibilityState === 'visible') void refresh();
  }, UNREAD_POLL_MS);
  const onVisible = () => {
    if (doc.visibilityState === 'visible') void refresh();
  };
  doc.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    doc.removeEventListener('visibilitychange', onVisible);
  };
}

export function useUnreadSync(): void {
  const token = useAppState((s) => s.token);
  // Restarted per session: a new login counts its own mail, a logout stops polling and clears the dot.
  useEffect(() => startUnreadSync(), [token]);
}
