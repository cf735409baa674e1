import { beforeEach, describe, expect, it } from 'vitest';
import { balanceIsHot, dayKey, markBalanceSeen, markRankingsOpened, rateIsHot, readBalanceSeen, readRankingsDay } from './hot-points.ts';

const TOKYO = 'Asia/Tokyo';
// 2026-11-22 23:30 in Tokyo is 14:30 UTC the same day; 00:30 on the 23rd in Tokyo is still the 22nd in UTC.
const NOV22_2330_JST = Date.UTC(2026, 10, 22, 14, 30) / 1000;
const NOV23_0030_JST = Date.UTC(2026, 10, 22, 15, 30) / 1000;

describe('news hot points', () => {
  beforeEach(() => localStorage.clear());

  it('balance: hot while the newest change is not the one last seen', () => {
    expect(balanceIsHot(6, null)).toBe(true);
    expect(balanceIsHot(6, 5)).toBe(true);
    expect(balanceIsHot(6, 6)).toBe(false);
    expect(balanceIsHot(null, null)).toBe(false);
    // A withdrawn newest change (an older id again) is still "different from what was seen".
    expect(balanceIsHot(5, 6)).toBe(true);
  });

  it('days are counted in the given time zone', () => {
    expect(dayKey(NOV22_2330_JST, TOKYO)).toBe(20261122);
    expect(dayKey(NOV23_0030_JST, TOKYO)).toBe(20261123);
    expect(dayKey(NOV23_0030_JST, 'UTC')).toBe(20261122);
  });

  it('rate: hot when the rankings were updated on a later day than last opened', () => {
    expect(rateIsHot(NOV22_2330_JST, null, TOKYO)).toBe(true);
    expect(rateIsHot(NOV22_2330_JST, 20261122, TOKYO)).toBe(false);
    expect(rateIsHot(NOV23_0030_JST, 20261122, TOKYO)).toBe(true);
    expect(rateIsHot(NOV23_0030_JST, 20261122, 'UTC')).toBe(false);
    expect(rateIsHot(null, null, TOKYO)).toBe(false);
    expect(rateIsHot(0, null, TOKYO)).toBe(false);
  });

  it('remembers what was seen across visits, ignoring corrupt values', () => {
    expect(readBalanceSeen()).toBeNull();
    markBalanceSeen(6);
    expect(readBalanceSeen()).toBe(6);
    markRankingsOpened(NOV23_0030_JST, TOKYO);
    expect(readRankingsDay()).toBe(20261123);
    expect(rateIsHot(NOV23_0030_JST, readRankingsDay(), TOKYO)).toBe(false);
    localStorage.setItem('mecha.news.rankingsDay', '"yesterday"');
    expect(readRankingsDay()).toBeNull();
  });
});
