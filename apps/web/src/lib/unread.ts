import { request } from './request.ts';
import { appStore, type AppStore } from './store.ts';

// The mine tab's red dot (SPEC §2) follows the store's unread count. Several features change it (a claim mails a
// reward, reading a message clears one), so the one fetch that refreshes it lives here, not in one of them.
export const UNREAD_PATH = '/api/message/unread';
/** How often a visible, logged-in app asks again: new mail arrives from the server's delivery worker. */
export const UNREAD_POLL_MS = 60_000;

type Fetch = () => Promise<{ Unread: number }>;
const fetchUnread: Fetch = () => request<{ Unread: number }>(UNREAD_PATH, { toast: false });

/** Asks the server for the count and stores it; a visitor has none. Failures keep the last known count. */
export async function refreshUnread(store: AppStore = appStore, fetcher: Fetch = fetchUnread): Promise<void> {
  const token = store.get().token;
  if (token === null) {
    store.set({ unreadCount: 0 });
    return;
  }
  try {
    const { Unread } = await fetcher();
    // An answer for a session that has since ended must not light the dot for the next visitor.
    if (store.get().token === token) store.set({ unreadCount: Math.max(0, Unread) });
  } catch {
    // A missed poll is retried on the next tick; the dot is a hint, not a record.
  }
}

/** A count the server just returned (read, read-all). */
export function setUnread(unread: number, store: AppStore = appStore): void {
  store.set({ unreadCount: Math.max(0, unread) });
}
