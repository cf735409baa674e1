import type { RateSort } from './ranking-params.ts';

interface Rates {
  Id: string;
  Games: number;
  WinRate: number;
  PickRate: number;
  BanRate: number;
}

export const RATE_OF: Record<RateSort, (row: Rates) => number> = { win: (r) => r.WinRate, pick: (r) => r.PickRate, ban: (r) => r.BanRate };

/** Highest first by the chosen rate; ties by games played, then roster order, so the order never flickers. */
export function sortRates<T extends Rates>(list: readonly T[], sort: RateSort): T[] {
  const rate = RATE_OF[sort];
  return [...list].sort((a, b) => rate(b) - rate(a) || b.Games - a.Games || a.Id.localeCompare(b.Id));
}

/** Bars are drawn against the largest value on screen, so small ban rates stay readable next to each other. */
export function barScale(list: readonly Rates[], sort: RateSort): number {
  const rate = RATE_OF[sort];
  return Math.max(0.0001, ...list.map(rate));
}
