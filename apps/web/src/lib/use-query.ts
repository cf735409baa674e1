import { useInfiniteQuery as useInfiniteQueryNow, useQuery as useQueryNow } from '@tanstack/react-query';

// How features read queries: every feature imports these instead of TanStack's (a source scan in use-query.test.tsx
// holds it), so that how a page receives its data is decided in one place. Until decision 0224 they handed each
// result over through useDeferredValue, so that React rendered new data at transition priority in slices. The app
// now runs on Preact (0224), which renders an update in one pass and has no transitions, so they are TanStack's own.
export const useQuery = useQueryNow;
export const useInfiniteQuery = useInfiniteQueryNow;
