import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

// Reads that only raise a dot (the news tab's hot points) wait until the first page's own reads have come in. A
// phone's browser opens six connections to the site (HTTP/1.1), so on a slow link every request queued ahead of
// the page's data delays what the player opened the page for (docs/decisions/0205-web-first-reads-first.md).
// Once per visit: later pages find the dots already known.
const FALLBACK_MS = 3000;
let done = false;

/** False until no query is fetching after the first page has mounted (or 3 s have passed), then true for the visit. */
export function useAfterFirstReads(): boolean {
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(done);
  useEffect(() => {
    if (ready) return;
    // The first page mounts in the same commit as the layout and its queries start in effects that run before
    // this one (children first), so "nothing fetching" here means the page has no reads or has them all.
    const finish = () => {
      done = true;
      setReady(true);
    };
    const check = () => {
      if (queryClient.isFetching() === 0) finish();
    };
    const timer = setTimeout(finish, FALLBACK_MS);
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [ready, queryClient]);
  return ready;
}

/** Tests only: a new visit. */
export function resetAfterFirstReads(): void {
  done = false;
}
