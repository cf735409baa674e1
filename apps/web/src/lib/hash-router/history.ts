// The address lives in the hash (SPEC §7: "#/pages/…/index?query"), so the document URL never changes path.
// This module is the only one that reads or writes it. Each history entry carries its depth (`idx`), which the
// back buttons read to tell "there is a page of ours behind this one" from "opened here by a link".

import { locationOfHash, type Location } from './location.ts';

export type { Location } from './location.ts';

type EntryState = { idx: number };

const listeners = new Set<() => void>();
let current = read();

function read(): Location {
  return locationOfHash(window.location.hash);
}

function depth(): number {
  const idx = (window.history.state as Partial<EntryState> | null)?.idx;
  return typeof idx === 'number' ? idx : 0;
}

function changed(): void {
  const next = read();
  if (next.pathname === current.pathname && next.search === current.search) return;
  current = next;
  for (const listener of listeners) listener();
}

// The first entry gets its depth without a new history entry.
if (typeof (window.history.state as Partial<EntryState> | null)?.idx !== 'number') {
  window.history.replaceState({ ...(window.history.state as object | null), idx: 0 }, '');
}
window.addEventListener('popstate', changed);
// A typed or linked hash that the history API did not make (e.g. <a href="#/…"> without our Link).
window.addEventListener('hashchange', changed);

export function currentLocation(): Location {
  return current;
}

export function subscribeLocation(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type NavigateOptions = { replace?: boolean };

/** Goes to an in-app path ("/pages/…?a=1"), or moves through history by a number (-1 = back). */
export function navigate(to: string | number, options: NavigateOptions = {}): void {
  if (typeof to === 'number') {
    window.history.go(to);
    return;
  }
  const url = hrefOf(to);
  if (options.replace) window.history.replaceState({ idx: depth() }, '', url);
  else window.history.pushState({ idx: depth() + 1 }, '', url);
  changed();
}

/** Whether an entry of ours lies behind this one (so "back" stays in the app). */
export function canGoBack(): boolean {
  return depth() > 0;
}

/** Back to our page behind this one, or to `fallback` (replacing this entry) when the app was opened here. */
export function goBack(fallback: string): void {
  if (canGoBack()) navigate(-1);
  else navigate(fallback, { replace: true });
}

export function hrefOf(to: string): string {
  return `#${to.startsWith('/') ? to : `/${to}`}`;
}
