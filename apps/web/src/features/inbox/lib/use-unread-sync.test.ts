import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../../lib/store.ts';
import { refreshUnread, UNREAD_POLL_MS } from '../../../lib/unread.ts';
import { clearUnreadOnLogout, startUnreadSync } from './use-unread-sync.ts';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('unread polling', () => {
  it('fetches at start and every minute while visible, and stops on clean-up', () => {
    const store = createAppStore();
    store.set({ token: 't' });
    const refresh = vi.fn(() => Promise.resolve());
    const stop = startUnreadSync(store, refresh);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(UNREAD_POLL_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(UNREAD_POLL_MS * 3);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('skips a tick while the page is hidden', () => {
    const store = createAppStore();
    store.set({ token: 't' });
    const refresh = vi.fn(() => Promise.resolve());
    const hidden = { visibilityState: 'hidden', addEventListener: vi.fn(), removeEventListener: vi.fn() } as unknown as Document;
    const stop = startUnreadSync(store, refresh, hidden);
    vi.advanceTimersByTime(UNREAD_POLL_MS * 2);
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not poll for a visitor', () => {
    const store = createAppStore();
    store.set({ token: null });
    const refresh = vi.fn(() => Promise.resolve());
    startUnreadSync(store, refresh);
    vi.advanceTimersByTime(UNREAD_POLL_MS);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('clears the count when the session ends', () => {
    const store = createAppStore();
    store.set({ token: 't', unreadCount: 4 });
    const stop = clearUnreadOnLogout(store);
    store.set({ unreadCount: 5 });
    expect(store.get().unreadCount).toBe(5);
    store.set({ token: null });
    expect(store.get().unreadCount).toBe(0);
    stop();
  });
});

describe('refreshUnread', () => {
  it('stores the server count', async () => {
    const store = createAppStore();
    store.set({ token: 't', unreadCount: 0 });
    await refreshUnread(store, () => Promise.resolve({ Unread: 3 }));
    expect(store.get().unreadCount).toBe(3);
  });

  it('ignores an answer that arrives after logout', async () => {
    const store = createAppStore();
    store.set({ token: 't', unreadCount: 0 });
    await refreshUnread(store, () => {
      store.set({ token: null });
      return Promise.resolve({ Unread: 5 });
    });
    expect(store.get().unreadCount).toBe(0);
  });

  it('keeps the last count when the call fails', async () => {
    const store = createAppStore();
    store.set({ token: 't', unreadCount: 2 });
    await refreshUnread(store, () => Promise.reject(new Error('offline')));
    expect(store.get().unreadCount).toBe(2);
  });
});
