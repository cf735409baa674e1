// Safe localStorage access: private browsing, a full quota or a hand-edited value must never break the app, so
// every read falls back to a default and every write swallows quota errors.
const PREFIX = 'mecha.';

export function readStored<T>(key: string, fallback: T, isValid: (value: unknown) => value is T): T {
  try {
    const raw = globalThis.localStorage?.getItem(PREFIX + key);
    if (raw == null) return fallback;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    if (value === undefined || value === null) globalThis.localStorage?.removeItem(PREFIX + key);
    else globalThis.localStorage?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Quota or disabled storage: the in-memory state still works for this visit.
  }
}

/** The storage key of a slot as the browser sees it (for the cross-tab `storage` event). */
export function storageKey(key: string): string {
  return PREFIX + key;
}
