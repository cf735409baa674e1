import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { afterNextPaint } from './after-next-paint.ts';

// Reads for what is not the page's first screen (the news tab's dots, the maintenance strip, "match data updated N
// minutes ago", the battle page's board and distribution) wait until the first page's own reads have come in and
// the browser has painted what they show. A phone's browser opens six connections to the site (HTTP/1.1), so on a
// slow link every request queued ahead of the page's data delays what the player opened the page for, and every
// answer that comes first is a render the page's largest paint waits behind (decisions 0205, 0212).
// Once per visit: later pages find these already known.
const FALLBACK_MS = 3000;
let done = false;
// The first page's reads are in and a frame has been painted since.
let readsPainted = false;
// Pages whose first screen is a render after their reads (the battle page's ladder score) and not painted yet.
const holds = new Set<object>();
// Every user of the hook is open from the same moment (one whose answer opened the gate must not hold another's
// back), and each re-renders in a task of its own: rendered in one go, what the gate lets in on the battle page was
// one 34 ms task, four times that on Lighthouse's phone (decision 0227).
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const isDone = () => done;

function open(): void {
  if (done) return;
  done = true;
  stopWatcher();
  // A user that renders meanwhile reads `done` itself; one unsubscribed by then needs no news.
  for (const listener of listeners) setTimeout(() => listeners.has(listener) && listener(), 0);
}
const openIfReady = () => {
  if (readsPainted && holds.size === 0) open();
};

const PRESENTED_CAP_MS = 500;

/**
 * Runs `then` once a paint after now has reached the screen: where the browser reports largest paints (Chromium),
 * at the next one, as a frame is shown some tens of milliseconds after the task that painted it; else, or if none
 * comes within 500 ms (what was shown was not larger than what came before), after the next paint.
 */
function afterPresented(then: () => void): void {
  const since = performance.now();
  let finished = false;
  let observer: PerformanceObserver | null = null;
  const finish = () => {
    if (finished) return;
    finished = true;
    observer?.disconnect();
    then();
  };
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    afterNextPaint(finish);
    return;
  }
  observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => entry.startTime >= since)) finish();
  });
  observer.observe({ type: 'largest-contentful-paint' });
  setTimeout(() => afterNextPaint(finish), PRESENTED_CAP_MS);
}

// One watcher per visit, whichever user of the hook mounts first; `open` stops it.
let watcher: { client: QueryClient; stop: () => void } | null = null;

function stopWatcher(): void {
  watcher?.stop();
  watcher = null;
}

function watch(client: QueryClient): void {
  if (done || watcher?.client === client) return;
  // A new client is a new app (a test's next render): its reads are the ones that count.
  stopWatcher();
  let cancelPaint: (() => void) | null = null;
  const check = () => {
    if (readsPainted) return;
    if (client.isFetching() > 0) {
      // A read started while the paint was awaited: "in" is after it, not the paint before it.
      cancelPaint?.();
      cancelPaint = null;
      return;
    }
    cancelPaint ??= afterNextPaint(() => {
      cancelPaint = null;
      // The first user may be a child of the page (the "updated" line on a record page), whose effects run before
      // the page's own queries subscribe, and the cache tells of a started read a task later: look again, and if one
      // has started, the next cache event (its answer) checks anew.
      if (client.isFetching() > 0) return;
      readsPainted = true;
      openIfReady();
    });
  };
  const timer = setTimeout(open, FALLBACK_MS);
  const unsubscribe = client.getQueryCache().subscribe(check);
  watcher = {
    client,
    stop: () => {
      clearTimeout(timer);
      cancelPaint?.();
      unsubscribe();
    },
  };
  check();
}

/**
 * False until no query is fetching after the first page has mounted and a frame has been painted since, and no page
 * holds its first screen back (or 3 s have passed), then true for the visit.
 */
export function useAfterFirstReads(): boolean {
  const queryClient = useQueryClient();
  // The gate's one state, read by every user: each turns true in a task of its own just after open().
  const ready = useSyncExternalStore(subscribe, isDone);
  useEffect(() => {
    if (!ready) watch(queryClient);
  }, [ready, queryClient]);
  return ready;
}

/**
 * For a first page whose largest paint is a render after its reads have come in (the battle page's ladder score):
 * the reads above wait until `shown` is true and the browser has shown it. Without it they could start between the
 * page's last answer and the render that shows it, and that render would wait behind theirs.
 */
export function useFirstScreenShown(shown: boolean): void {
  useEffect(() => {
    if (done || shown) return;
    const hold = {};
    holds.add(hold);
    // The hold ends once what follows (the screen shown, or another page) is on the screen; never cancelled, so a
    // hold cannot outlive its page.
    return () => {
      afterPresented(() => {
        holds.delete(hold);
        openIfReady();
      });
    };
  }, [shown]);
}

/** Tests only: a new visit. */
export function resetAfterFirstReads(): void {
  stopWatcher();
  done = false;
  readsPainted = false;
  holds.clear();
}
