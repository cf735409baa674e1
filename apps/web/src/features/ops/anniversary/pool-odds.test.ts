import { describe, expect, it } from 'vitest';
import { oddsAfter, percent, poolOdds } from './pool-odds.ts';

const prizes = [
  { id: 'figure', weight: 5, stock: 3, sort: 1 },
  { id: 'poster', weight: 15, stock: 0, sort: 2 },
  { id: 'coin', weight: 20, stock: null, sort: 3 },
];

describe('the console pool odds', () => {
  it('counts only prizes in stock, as the player page does', () => {
    expect(Object.fromEntries(poolOdds(prizes))).toEqual({ figure: 20, poster: 0, coin: 80 });
  });

  it('renormalises when a stock change takes a prize out of the pool or brings it back', () => {
    expect(oddsAfter(prizes, 'figure', { delta: -3 })).toEqual([
      { prizeId: 'figure', before: 20, after: 0 },
      { prizeId: 'coin', before: 80, after: 100 },
    ]);
    expect(oddsAfter(prizes, 'poster', { delta: 4 })).toEqual([
      { prizeId: 'figure', before: 20, after: 12.5 },
      { prizeId: 'poster', before: 0, after: 37.5 },
      { prizeId: 'coin', before: 80, after: 50 },
    ]);
    // A move that keeps the prize in the pool changes no odds.
    expect(oddsAfter(prizes, 'figure', { delta: 2 })).toEqual([]);
    expect(oddsAfter(prizes, 'figure', { weight: 20 })).toEqual([
      { prizeId: 'figure', before: 20, after: 50 },
      { prizeId: 'coin', before: 80, after: 50 },
    ]);
  });

  it('prints percentages with at most two decimals', () => {
    expect(percent(33.3333)).toBe('33.33%');
    expect(percent(0)).toBe('0%');
  });
});
