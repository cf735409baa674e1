import { describe, expect, it } from 'vitest';
import type { CharacterStat } from '../api/record-types.ts';
import { barShare, isSortKey, sortStats } from './sort-stats.ts';

const stat = (Id: string, TotalCnt: number, WinRate: number, Kda: number, AvgDamage: number, MvpCnt: number): CharacterStat => ({
  Id,
  TotalCnt,
  WinCnt: Math.round(TotalCnt * WinRate),
  WinRate,
  MvpCnt,
  Kills: 0,
  Deaths: 0,
  AvgDamage,
  Kda,
});

const list = [stat('c01', 10, 0.5, 2, 9000, 1), stat('c02', 3, 1, 6, 12000, 2), stat('c03', 10, 0.6, 2.5, 8000, 4), stat('c04', 3, 1, 1, 5000, 0)];

describe('sorting per-character stats', () => {
  it('sorts by the chosen column, highest first', () => {
    expect(sortStats(list, 'kda').map((s) => s.Id)).toEqual(['c02', 'c03', 'c01', 'c04']);
    expect(sortStats(list, 'damage').map((s) => s.Id)).toEqual(['c02', 'c01', 'c03', 'c04']);
    expect(sortStats(list, 'mvp').map((s) => s.Id)).toEqual(['c03', 'c02', 'c01', 'c04']);
  });

  it('breaks ties by games played, then by roster order', () => {
    expect(sortStats(list, 'games').map((s) => s.Id)).toEqual(['c01', 'c03', 'c02', 'c04']);
    expect(sortStats(list, 'winRate').map((s) => s.Id)).toEqual(['c02', 'c04', 'c03', 'c01']);
  });

  it('leaves the input alone and knows its keys', () => {
    const before = list.map((s) => s.Id);
    sortStats(list, 'kda');
    expect(list.map((s) => s.Id)).toEqual(before);
    expect(isSortKey('kda')).toBe(true);
    expect(isSortKey('name')).toBe(false);
    expect(isSortKey(null)).toBe(false);
  });

  it('draws the bar from the sorted column: a win rate as itself, the rest against the table\'s highest', () => {
    const c01 = list[0]!;
    expect(barShare(c01, 'winRate', list)).toBe(0.5);
    expect(barShare(c01, 'damage', list)).toBe(9000 / 12000);
    expect(barShare(c01, 'mvp', list)).toBe(1 / 4);
    expect(barShare(c01, 'games', list)).toBe(1);
    expect(barShare(list[3]!, 'mvp', list)).toBe(0);
    const none = [stat('c05', 0, 0, 0, 0, 0)];
    expect(barShare(none[0]!, 'kda', none)).toBe(0);
  });
});
