import { useSyncExternalStore } from 'react';

// Whether the browser believes it has a network. `navigator.onLine` can say "online" on a dead Wi-Fi, never the
// reverse, so "offline" is trustworthy: the banner shows it and queries stop retrying.
function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export const isOffline = (): boolean => globalThis.navigator?.onLine === false;

export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
