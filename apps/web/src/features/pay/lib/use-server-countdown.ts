import { useEffect, useState } from 'react';
import { clockOffsetMs, secondsLeft } from '../../../lib/countdown.ts';

/**
 * Seconds left until `expiresAt` on the server's clock, ticking once a second. `serverNow` and `receivedAt` come
 * from the latest answer (TanStack's dataUpdatedAt), so each poll corrects the offset, a moved server clock too.
 */
export function useServerCountdown(expiresAt: number | null, serverNow: number, receivedAt: number): number {
  const offset = clockOffsetMs(serverNow, receivedAt);
  const [left, setLeft] = useState(() => (expiresAt === null ? 0 : secondsLeft(expiresAt, offset, Date.now())));
  useEffect(() => {
    if (expiresAt === null) return setLeft(0);
    const tick = () => setLeft(secondsLeft(expiresAt, offset, Date.now()));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [expiresAt, offset]);
  return left;
}
