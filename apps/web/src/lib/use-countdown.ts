import { useEffect, useState } from 'react';

const secondsLeft = (until: number | null) => (until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000)));

/** Whole seconds left until `until` (unix ms), ticking once a second; 0 when passed or null. */
export function useCountdown(until: number | null): number {
  const [seconds, setSeconds] = useState(() => secondsLeft(until));
  useEffect(() => {
    setSeconds(secondsLeft(until));
    if (until === null) return;
    const timer = setInterval(() => {
      const next = secondsLeft(until);
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}
