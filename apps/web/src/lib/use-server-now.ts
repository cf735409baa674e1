import { useEffect, useState } from 'react';
import { clockOffsetMs } from './countdown.ts';

/**
 * The server's time now (unix s), ticking once a second while `ticking`: answers carry the server's `now`, and
 * `receivedAt` (TanStack's dataUpdatedAt) says when it came, so a phone clock minutes off still counts right.
 */
export function useServerNow(serverNowS: number, receivedAtMs: number, ticking: boolean): number {
  const offset = clockOffsetMs(serverNowS, receivedAtMs);
  const read = () => Math.floor((Date.now() + offset) / 1000);
  const [now, setNow] = useState(read);
  useEffect(() => {
    setNow(read());
    if (!ticking) return;
    const timer = setInterval(() => setNow(read()), 1000);
    return () => clearInterval(timer);
    // `read` only closes over `offset`.
  }, [offset, ticking]);
  return now;
}
