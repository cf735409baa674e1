import { readStored, writeStored } from '../../../lib/storage.ts';

// A visitor's recent searches stay on the phone (a logged-in player's live on the server, per account). Newest
// first, each keyword once, at most ten, like the account history the server keeps.
export const LOCAL_HISTORY_KEY = 'news.searchHistory';
export const HISTORY_MAX = 10;

const isKeywordList = (v: unknown): v is string[] => Array.isArray(v) && v.every((k) => typeof k === 'string');

export function readLocalHistory(): string[] {
  return readStored(LOCAL_HISTORY_KEY, [], isKeywordList).slice(0, HISTORY_MAX);
}

/** Puts a keyword first (moving it up if it was there already) and returns the new list. */
export function addLocalHistory(keyword: string): string[] {
  const clean = keyword.trim();
  const current = readLocalHistory();
  if (!clean) return current;
  const next = [clean, ...current.filter((k) => k !== clean)].slice(0, HISTORY_MAX);
  writeStored(LOCAL_HISTORY_KEY, next);
  return next;
}

export function clearLocalHistory(): void {
  writeStored(LOCAL_HISTORY_KEY, null);
}
