import { ROUTES } from '../lib/routes.ts';

// SPEC §2 tab bar: five tabs; which routes show the bar, and which tab each of them lights up.
export const TABS = [
  { key: 'home', path: ROUTES.home },
  { key: 'battle', path: ROUTES.battle },
  { key: 'news', path: ROUTES.news },
  { key: 'competition', path: ROUTES.competition },
  { key: 'mine', path: ROUTES.my },
] as const;

export type TabKey = (typeof TABS)[number]['key'];

const TAB_OF_ROUTE: Record<string, number> = {
  [ROUTES.home]: 0,
  [ROUTES.paymentCenter]: 0,
  [ROUTES.pointsExchange]: 0,
  [ROUTES.battle]: 1,
  [ROUTES.roleInfo]: 1,
  [ROUTES.news]: 2,
  [ROUTES.competition]: 3,
  [ROUTES.my]: 4,
};

/** The tab a route belongs to, or null when the route shows no tab bar. */
export function tabIndexForPath(pathname: string): number | null {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return TAB_OF_ROUTE[normalised] ?? null;
}

export interface TabDots {
  hotRate: boolean;
  hotBalance: boolean;
  unreadCount: number;
}

/** Red dots: news when a rate or balance hot point is set, mine when there are unread messages. */
export function tabHasDot(key: TabKey, dots: TabDots): boolean {
  if (key === 'news') return dots.hotRate || dots.hotBalance;
  if (key === 'mine') return dots.unreadCount > 0;
  return false;
}
