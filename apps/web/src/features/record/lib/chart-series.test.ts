import { describe, expect, it } from 'vitest';
import { dayKeyToUnix, rankEdgesWithin, scoreRange, scoreSeries } from './chart-series.ts';

describe('score trend series', () => {
  it('turns ScoreMap into day-sorted x (UTC midnight, seconds) and y arrays', () => {
    const series = scoreSeries({ '20261122': 4658, '20261009': 3738, '20261010': 3713 });
    expect(series.x).toEqual([Date.UTC(2026, 9, 9) / 1000, Date.UTC(2026, 9, 10) / 1000, Date.UTC(2026, 10, 22) / 1000]);
    expect(series.y).toEqual([3738, 3713, 4658]);
  });

  it('sorts across month and year ends by date, not by key text order alone', () => {
    const series = scoreSeries({ '20250101': 20, '20241231': 10, '20250201': 30 });
    expect(series.y).toEqual([10, 20, 30]);
  });

  it('skips keys that are not real days', () => {
    expect(dayKeyToUnix('20260230')).toBeNull();
    expect(dayKeyToUnix('2026-11-22')).toBeNull();
    expect(dayKeyToUnix(20261122)).toBe(Date.UTC(2026, 10, 22) / 1000);
    expect(scoreSeries({ '20261301': 1, x: 2, '20261122': 3 }).y).toEqual([3]);
  });

  it('is empty for an empty map', () => {
    expect(scoreSeries({})).toEqual({ x: [], y: [] });
  });

  it('pads the y range to round numbers, keeps it above 0 and gives a flat line height', () => {
    expect(scoreRange([3713, 4658])).toEqual([3550, 4800]);
    expect(scoreRange([20, 40])).toEqual([0, 100]);
    const [lo, hi] = scoreRange([1000]);
    expect(lo).toBeLessThan(1000);
    expect(hi).toBeGreaterThan(1000);
  });

  it('finds the engine’s rank edges inside a range', () => {
    expect(rankEdgesWithin(3300, 5200)).toEqual([
      { score: 3500, index: 5 },
      { score: 5000, index: 6 },
    ]);
    expect(rankEdgesWithin(3600, 4900)).toEqual([]);
  });
});
