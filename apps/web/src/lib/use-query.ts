import { useDeferredValue } from 'react';
import { useInfiniteQuery as useInfiniteQueryNow, useQuery as useQueryNow } from '@tanstack/react-query';

// TanStack Query delivers results through useSyncExternalStore, and React renders a store update synchronously:
// when a page's data arrives, the whole page beneath it rendered in one task — 0.3–1.3 s at a phone's CPU, most of
// the battle and news pages' blocking time. Handing the result over through useDeferredValue keeps the urgent
// render to what was on screen (a skeleton, mostly) and renders the new data at transition priority, which React
// splits into ~5 ms slices between which the browser can answer a tap. The result object is one snapshot, so data,
// status and error never disagree; a component sees a new result one background render later.
// Every feature imports these instead of TanStack's (a source scan in use-query.test.tsx holds it).
export const useQuery = ((...args: Parameters<typeof useQueryNow>) => useDeferredValue(useQueryNow(...args))) as typeof useQueryNow;

export const useInfiniteQuery = ((...args: Parameters<typeof useInfiniteQueryNow>) =>
  useDeferredValue(useInfiniteQueryNow(...args))) as typeof useInfiniteQueryNow;
