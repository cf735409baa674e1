import { describe, expect, it } from 'vitest';
import { pickSeason } from './use-season.ts';
import { parseMode } from './use-mode.ts';

const season = (Code: number) => ({ Code, StartTime: Code * 100, EndTime: Code * 100 + 100 });
const show = { current: season(12), shown: [season(11), season(12)] };

describe('season and mode choice', () => {
  it('uses the stored season index (Code − 1) when it is one of the two shown seasons', () => {
    expect(pickSeason(10, show)).toBe(11);
    expect(pickSeason(11, show)).toBe(12);
  });

  it('falls back to the current season for an index outside the shown two', () => {
    expect(pickSeason(3, show)).toBe(12);
    expect(pickSeason(40, show)).toBe(12);
  });

  it('waits for the season list', () => {
    expect(pickSeason(11, undefined)).toBeNull();
  });

  it('reads the mode from the URL, 1v1 by default', () => {
    expect(parseMode('T2')).toBe('T2');
    expect(parseMode('T1')).toBe('T1');
    expect(parseMode(null)).toBe('T1');
    expect(parseMode('2v2')).toBe('T1');
  });
});
