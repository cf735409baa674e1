import { useInfiniteQuery as useInfiniteQueryNow, useQuery as useQueryNow } from '@tanstack/react-query';

// The one place features read queries from (a source scan in use-query.test.tsx holds it), so that how a result
// reaches a page can change for every page at once. Handing results over through useDeferredValue (rendering a
// page's data in ~5 ms slices: the battle and news pages' blocking time fell by a third in Lighthouse) is switched
// off for now: with it, the operator console's product list (placeholderData: keepPreviousData) hung on its
// "New product" click in a CI journey, and the cause was not found before the session ended (decision 0181).
export const useQuery = useQueryNow;
export const useInfiniteQuery = useInfiniteQueryNow;
