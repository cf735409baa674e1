import { useSyncExternalStore } from 'react';

// One toast at a time, like the mini-program's showToast: a newer message replaces the older one.
export interface Toast {
  id: number;
  message: string;
  tone: 'info' | 'success' | 'error';
}

let current: Toast | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function publish(value: Toast | null) {
  current = value;
  for (const listener of listeners) listener();
}

export function showToast(message: string, tone: Toast['tone'] = 'info', durationMs = 2600): void {
  clearTimeout(timer);
  publish({ id: nextId++, message, tone });
  timer = setTimeout(() => publish(null), durationMs);
}

export function dismissToast(): void {
  clearTimeout(timer);
  publish(null);
}

export function currentToast(): Toast | null {
  return current;
}

export function useToast(): Toast | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
