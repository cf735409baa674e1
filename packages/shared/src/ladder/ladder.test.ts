import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decayedScore } from './decay.ts';
import { RANKS, rankOf } from './ranks.ts';
import { scoreMatch, winPoints } from './scoring.ts';
import { currentSeason, season, seasonCodeAt, seasonReset, startedSeasons } from './seasons.ts';

describe('ranks: every edge', () => {
  it.each([
    [0, 'meteor', 3],
    [1, 'meteor', 3],
    [333, 'meteor', 3],
    [334, 'meteor', 2],
    [666, 'meteor', 2],
    [667, 'meteor', 1],
    [999, 'meteor', 1],
    [1000, 'comet', 3],
    [1199, 'comet', 3],
    [1200, 'comet', 2],
    [1399, 'comet', 2],
    [1400, 'comet', 1],
    [1599, 'comet', 1],
    [1600, 'satellite', 3],
    [2199, 'satellite', 1],
    [2200, 'planet', 3],
    [2799, 'planet', 1],
    [2800, 'star', 3],
    [3499, 'star', 1],
    [3500, 'supreme-star', 3],
    [3999, 'supreme-star', 3],
    [4000, 'supreme-star', 2],
    [4500, 'supreme-star', 1],
    [4999, 'supreme-star', 1],
    [5000, 'void-dark-star', 3],
    [6000, 'void-dark-star', 2],
    [7000, 'void-dark-star', 1],
    [7999, 'void-dark-star', 1],
    [8000, 'eternal-black-hole', null],
    [25_000, 'eternal-black-hole', null],
  ])('%i → %s %s', (score, rank, tier) => {
    expect(rankOf(score)).toMatchObject({ rank, tier });
  });

  it('places every score inside its sub-tier range, and ranks never go down as score goes up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 20_000 }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const [rl, rh] = [rankOf(lo), rankOf(hi)];
        expect(lo).toBeGreaterThanOrEqual(rl.tierMin);
        expect(lo).toBeLessThanOrEqual(rl.tierMax);
        expect(rl.index * 3 + (3 - (rl.tier ?? 3))).toBeLessThanOrEqual(rh.index * 3 + (3 - (rh.tier ?? 3)));
      }),
    );
  });

  it('splits each rank but the last into three sub-tiers that tile it', () => {
    for (const r of RANKS.slice(0, -1)) {
      const tiers = [rankOf(r.min), rankOf(Math.round((r.min + r.max) / 2)), rankOf(r.max)];
      expect(tiers.map((t) => t.tier)).toEqual([3, 2, 1]);
      expect(tiers[0]!.tierMin).toBe(r.min);
      expect(tiers[2]!.tierMax).toBe(r.max);
    }
  });
});

describe('scoring', () => {
  it.each([
    [0, 50],
    [2199, 50],
    [2200, 45],
    [2799, 45],
    [2800, 40],
    [3499, 40],
    [3500, 35],
    [4999, 35],
    [5000, 35],
    [6999, 35],
    [7000, 30],
    [7999, 30],
    [8000, 25],
    [12_000, 25],
  ])('a win at %i is worth %i', (score, points) => {
    expect(winPoints(score)).toBe(points);
  });

  it('follows the worked example: +50, +50, +55, +60 as MVP, then −25 = 190', () => {
    let state = { score: 0, streak: 0 };
    const steps = [
      { won: true, mvp: false },
      { won: true, mvp: false },
      { won: true, mvp: false },
      { won: true, mvp: true },
      { won: false, mvp: false },
    ];
    const totals = steps.map((f) => {
      const c = scoreMatch(state, f);
      state = { score: c.scoreAfter, streak: c.streakAfter };
      return c.total;
    });
    expect(totals).toEqual([50, 50, 55, 60, -25]);
    expect(state.score).toBe(190);
  });

  it('never lets a loss take the score below 0, and MVP softens a loss', () => {
    expect(scoreMatch({ score: 10, streak: 0 }, { won: false, mvp: false })).toMatchObject({ total: -10, scoreAfter: 0 });
    expect(scoreMatch({ score: 100, streak: 2 }, { won: false, mvp: true })).toMatchObject({ base: -25, mvp: 5, total: -20, streakAfter: 0 });
  });

  it('gives no streak bonus at 8000+', () => {
    expect(scoreMatch({ score: 7999, streak: 5 }, { won: true, mvp: false })).toMatchObject({ base: 30, streak: 5 });
    expect(scoreMatch({ score: 8000, streak: 5 }, { won: true, mvp: false })).toMatchObject({ base: 25, streak: 0 });
  });

  it('adjusts solo against pre-made only from 3500', () => {
    const soloWins = { won: true, mvp: false, ownPremade: false, otherPremade: true };
    const teamLoses = { won: false, mvp: false, ownPremade: true, otherPremade: false };
    expect(scoreMatch({ score: 3499, streak: 0 }, soloWins).soloTeam).toBe(0);
    expect(scoreMatch({ score: 3500, streak: 0 }, soloWins).soloTeam).toBe(5);
    expect(scoreMatch({ score: 3500, streak: 0 }, teamLoses)).toMatchObject({ soloTeam: -5, total: -30 });
    expect(scoreMatch({ score: 4000, streak: 0 }, { ...soloWins, otherPremade: false }).soloTeam).toBe(0);
    expect(scoreMatch({ score: 4000, streak: 0 }, { won: true, mvp: false }).soloTeam).toBe(0);
  });

  it('keeps its invariants for any match', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 15_000 }),
        fc.integer({ min: 0, max: 30 }),
        fc.boolean(),
        fc.boolean(),
        fc.option(fc.tuple(fc.boolean(), fc.boolean()), { nil: undefined }),
        (score, streak, won, mvp, premade) => {
          const c = scoreMatch({ score, streak }, { won, mvp, ownPremade: premade?.[0], otherPremade: premade?.[1] });
          expect(c.scoreAfter).toBeGreaterThanOrEqual(0);
          expect(c.scoreAfter).toBe(score + c.total);
          if (won) {
            expect(c.total).toBeGreaterThanOrEqual(25);
            expect(c.streakAfter).toBe(streak + 1);
          } else {
            expect(c.total).toBeLessThanOrEqual(0);
            expect(c.streakAfter).toBe(0);
          }
          const parts = c.base + c.mvp + c.streak + c.soloTeam;
          // The parts explain the change exactly, unless the floor at 0 cut a loss short.
          expect(c.total).toBe(score + parts >= 0 ? parts : 0 - score + 0);
        },
      ),
    );
  });
});

describe('seasons', () => {
  it('start on 2024-12-09 at midnight UTC+8 and last two months', () => {
    expect(new Date(season(1).StartTime * 1000).toISOString()).toBe('2024-12-08T16:00:00.000Z');
    expect(new Date(season(2).StartTime * 1000).toISOString()).toBe('2025-02-08T16:00:00.000Z');
    expect(new Date(season(7).StartTime * 1000).toISOString()).toBe('2025-12-08T16:00:00.000Z');
    expect(season(1).EndTime).toBe(season(2).StartTime);
  });

  it('find the season of any moment, and list only started ones', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.double({ min: 0, max: 0.9999, noNaN: true }), (code, f) => {
        const s = season(code);
        expect(seasonCodeAt(Math.floor(s.StartTime + f * (s.EndTime - s.StartTime)))).toBe(code);
      }),
    );
    expect(seasonCodeAt(season(1).StartTime - 1)).toBe(0);
    const now = Date.UTC(2026, 10, 22) / 1000;
    const list = startedSeasons(now);
    expect(list.map((s) => s.Code)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(currentSeason(list, now)?.Code).toBe(12);
    expect(currentSeason(list.slice(0, 3), now)?.Code).toBe(3);
  });

  it.each([
    [0, 0],
    [2799, 2799],
    [2800, 2800],
    [3500, 2800],
    [3501, 2801],
    [5000, 4000],
    [6250, 5000],
    [12_000, 5000],
  ])('reset %i → %i', (score, next) => {
    expect(seasonReset(score)).toBe(next);
  });

  it('never raises a score at reset and keeps high ones within 2800–5000', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30_000 }), (score) => {
        const r = seasonReset(score);
        expect(r).toBeLessThanOrEqual(score);
        if (score >= 2800) expect(r >= 2800 && r <= 5000).toBe(true);
      }),
    );
  });
});

describe('inactivity decay', () => {
  const DAY = 86_400;
  it.each([
    [8000, 13 * DAY, 8000],
    [8000, 14 * DAY, 7975],
    [8100, 28 * DAY, 8050],
    [8010, 42 * DAY, 7985],
    [7999, 100 * DAY, 7999],
  ])('%i idle %i s → %i', (score, idle, after) => {
    expect(decayedScore(score, idle)).toBe(after);
  });

  it('only ever lowers a score, never under 7975, and only by whole steps', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 400 * DAY }), (score, idle) => {
        const after = decayedScore(score, idle);
        expect(after).toBeLessThanOrEqual(score);
        expect((score - after) % 25).toBe(0);
        if (score >= 8000) expect(after).toBeGreaterThanOrEqual(7975);
        else expect(after).toBe(score);
      }),
    );
  });
});
