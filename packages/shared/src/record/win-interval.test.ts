import { describe, expect, it } from 'vitest';
import { isSmallSample, MIN_SAMPLE, winRateInterval } from './win-interval.ts';

describe('win-rate interval (Wilson, 95 %)', () => {
  it('matches known values', () => {
    // 7 of 10: the textbook Wilson interval is 0.3968–0.8922.
    const { low, high } = winRateInterval(7, 10);
    expect(low).toBeCloseTo(0.3968, 3);
    expect(high).toBeCloseTo(0.8922, 3);
    // 0 of 5 and 5 of 5 stay inside 0–1 and mirror each other.
    const none = winRateInterval(0, 5);
    const all = winRateInterval(5, 5);
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.4345, 3);
    expect(all.high).toBe(1);
    expect(all.low).toBeCloseTo(1 - none.high, 9);
  });

  it('narrows as games grow and always holds the observed rate', () => {
    let width = 1;
    for (const games of [4, 16, 64, 256, 1024]) {
      const { low, high } = winRateInterval(games / 2, games);
      expect(high - low).toBeLessThan(width);
      expect(low).toBeLessThanOrEqual(0.5);
      expect(high).toBeGreaterThanOrEqual(0.5);
      width = high - low;
    }
  });

  it('knows nothing without games, and calls a sample small below MIN_SAMPLE', () => {
    expect(winRateInterval(0, 0)).toEqual({ low: 0, high: 1 });
    expect(isSmallSample(MIN_SAMPLE - 1)).toBe(true);
    expect(isSmallSample(MIN_SAMPLE)).toBe(false);
  });
});
