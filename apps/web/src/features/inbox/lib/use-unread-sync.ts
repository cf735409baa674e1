import { useEffect } from 'react';
import { refreshUnread, UNREAD_POLL_MS } from '../../../lib/unread.ts';
import { appStore, useAppState, type AppStore } from '../../../lib/store.ts';

/**
 * Keeps the unread count fresh while the app is open: at start and on login, every minute while the page is
 * visible, and at once when it becomes visible again. A visitor is not polled.
 * Returns the clean-up, so it can be driven without React in tests.
 */
export function startUnreadSync(store: AppStore = appStore, refresh: () => Promise<void> = () => refreshUnread(store), doc: Document = document): () => void {
  if (store.get().token === null) return () => {};
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

/** Clears the count when the session ends (logout, 401, expiry, another tab logging out): no dot for a visitor. */
export function clearUnreadOnLogout(store: AppStore = appStore): () => void {
  let token = store.get().token;
  return store.subscribe(() => {
    const next = store.get().token;
    if (token !== null && next === null) store.set({ unreadCount: 0 });
    token = next;
  });
}

export function useUnreadSync(): void {
  const token = useAppState((s) => s.token);
  useEffect(() => clearUnreadOnLogout(), []);
  // Restarted per session: a new login counts its own mail, a logout stops polling.
  useEffect(() => startUnreadSync(), [token]);
}
