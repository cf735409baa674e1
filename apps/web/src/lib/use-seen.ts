import { useCallback, useRef, useState } from 'react';

/**
 * A ref for an element and whether it has ever been on the screen. Below-the-fold work that costs a long task
 * (the score trend's chart: 60–120 ms of a phone's main thread to build) waits for it, so it runs when the reader
 * scrolls there, not while the page loads and its first input would wait behind it (decision 0225). Its box must
 * already have the height of what replaces it. True from the start where IntersectionObserver is missing.
 */
export function useSeen<T extends Element>(): [ref: (node: T | null) => void, seen: boolean] {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback((node: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const watch = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      watch.disconnect();
      setSeen(true);
    });
    watch.observe(node);
    observer.current = watch;
  }, []);
  return [seen ? noRef : ref, seen];
}

// Once seen, nothing is watched any more: the element may come and go (a skeleton, then the chart).
function noRef(): void {}
