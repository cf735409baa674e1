import { useEffect, useState } from 'react';

/** The browser's time (ms), re-read every `everyMs` so relative times ("3 minutes ago") stay true. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(id);
  }, [everyMs]);
  return now;
}
