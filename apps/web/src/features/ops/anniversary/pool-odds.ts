import { oddsPercent } from '@mecha/shared/annual/fair-draw';
import type { OpsAnnualPrize } from '@mecha/shared/annual/ops-api';

// The odds the player's prize table shows, from the console's view of the pool: the prizes in stock (unlimited or
// more than 0), in the order a draw walks them (sort, then id), through the same oddsPercent the server publishes.

type PoolPrize = Pick<OpsAnnualPrize, 'id' | 'weight' | 'stock' | 'sort'>;

const inPool = (p: PoolPrize) => p.stock === null || p.stock > 0;

/** Each prize's chance in percent now (0 for one out of stock). */
export function poolOdds(prizes: readonly PoolPrize[]): Map<string, number> {
  const pool = prizes.filter(inPool).sort((a, b) => a.sort - b.sort || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const odds = new Map(oddsPercent(pool.map((p) => ({ prizeId: p.id, weight: p.weight }))).map((o) => [o.prizeId, o.odds]));
  return new Map(prizes.map((p) => [p.id, odds.get(p.id) ?? 0]));
}

export interface OddsMove {
  prizeId: string;
  before: number;
  after: number;
}

/** The odds before and after moving one prize's stock by `delta` (or changing its weight): only those that move. */
export function oddsAfter(prizes: readonly PoolPrize[], prizeId: string, change: { delta?: number; weight?: number }): OddsMove[] {
  const before = poolOdds(prizes);
  const next = prizes.map((p) =>
    p.id !== prizeId ? p : { ...p, stock: p.stock === null ? null : Math.max(0, p.stock + (change.delta ?? 0)), weight: change.weight ?? p.weight },
  );
  const after = poolOdds(next);
  return prizes.map((p) => ({ prizeId: p.id, before: before.get(p.id) ?? 0, after: after.get(p.id) ?? 0 })).filter((m) => m.before !== m.after);
}

/** An odds-history entry's weights as percentages, for the history table. */
export const historyOdds = (weights: readonly { prizeId: string; weight: number }[]) => oddsPercent(weights);

/** "12.5%" (two decimals at most, as the player page). */
export const percent = (n: number) => `${Math.round(n * 100) / 100}%`;
