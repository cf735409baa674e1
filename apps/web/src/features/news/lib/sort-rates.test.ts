import { describe, expect, it } from 'vitest';
import { barScale, sortRates } from './sort-rates.ts';

const row = (Id: string, WinRate: number, PickRate: number, BanRate: number, Games = 100) => ({ Id, WinRate, PickRate, BanRate, Games });

describe('rankings table order', () => {
  const list = [row('c01', 0.5, 0.1, 0.02), row('c02', 0.55, 0.05, 0.3), row('c03', 0.55, 0.2, 0, 300)];
  it('sorts by the chosen rate, ties by games then id', () => {
    expect(sortRates(list, 'win').map((r) => r.Id)).toEqual(['c03', 'c02', 'c01']);
    expect(sortRates(list, 'pick').map((r) => r.Id)).toEqual(['c03', 'c01', 'c02']);
    expect(sortRates(list, 'ban').map((r) => r.Id)).toEqual(['c02', 'c01', 'c03']);
  });
  it('scales bars to the largest value, never by zero', () => {
    expect(barScale(list, 'ban')).toBe(0.3);
    expect(barScale([row('c01', 0, 0, 0)], 'ban')).toBeGreaterThan(0);
  });
});
