import { createContext, useContext } from 'react';
import type { Location } from './history.ts';

/** The location the page on screen was rendered for, and whether the next page's code is still loading. */
export type RouterState = { location: Location; pending: boolean };

export const RouterContext = createContext<RouterState>({ location: { pathname: '/', search: '' }, pending: false });
export const OutletContext = createContext<React.ReactNode>(null);

export function useRouterState(): RouterState {
  return useContext(RouterContext);
}
