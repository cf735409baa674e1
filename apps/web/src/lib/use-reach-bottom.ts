import { useEffect, useRef } from 'react';
import { isNearBottom, REACH_BOTTOM_PX } from './paging.ts';

/**
 * Calls `onReach` when the page is scrolled to within `distance` px of its end (the mini-program's
 * onReachBottom). It also checks after each render while enabled, so a first page too short to scroll still
 * pulls the next one.
 */
export function useReachBottom(onReach: () => void, enabled: boolean, distance = REACH_BOTTOM_PX): void {
  const latest = useRef(onReach);
  latest.current = onReach;

  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      const doc = document.documentElement;
      if (isNearBottom({ scrollTop: window.scrollY, viewportHeight: window.innerHeight, contentHeight: doc.scrollHeight }, distance)) latest.current();
    };
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    check();
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  });
}
