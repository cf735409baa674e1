import { useCallback, useContext, useMemo } from 'react';
import { OutletContext, useRouterState } from './context.ts';
import { navigate, type Location, type NavigateOptions } from './history.ts';

export function useLocation(): Location {
  return useRouterState().location;
}

export function useNavigate(): typeof navigate {
  return navigate;
}

/** "loading" while the next page's code is on its way; the current page stays until it arrives. */
export function useNavigation(): { state: 'idle' | 'loading' } {
  return { state: useRouterState().pending ? 'loading' : 'idle' };
}

type ParamsInit = URLSearchParams | Record<string, string>;
export type SetSearchParams = (next: ParamsInit | ((prev: URLSearchParams) => ParamsInit), options?: NavigateOptions) => void;

/** The query of the current page, and a setter that keeps the path and writes a new history entry (or replaces). */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { pathname, search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback<SetSearchParams>(
    (next, options) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(search)) : next;
      const query = new URLSearchParams(value).toString();
      navigate(query ? `${pathname}?${query}` : pathname, options);
    },
    [pathname, search],
  );
  return [params, set];
}

/** Where the layout shows the current page. */
export function Outlet() {
  return useContext(OutletContext);
}
