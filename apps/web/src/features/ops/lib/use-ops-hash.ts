import { useSyncExternalStore } from 'react';

// location.hash as React state: the console switches pages on `hashchange`, never with a full load.

function subscribe(listener: () => void): () => void {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
}

export function useOpsHash(): string {
  return useSyncExternalStore(subscribe, () => location.hash, () => '');
}

export function goOps(hash: string): void {
  if (location.hash !== hash) location.hash = hash;
}
