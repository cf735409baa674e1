import { RANKS, rankOf } from '@mecha/shared/ladder/ranks';
import { describe, expect, it } from 'vitest';
import { badgeInfo } from './rank.ts';

describe('rank badge from score (through the ladder engine)', () => {
  it('shows a new role’s 0 as Meteor III at the start of the sub-tier', () => {
    const b = badgeInfo(0);
    expect(b).toMatchObject({ rank: 'meteor', tier: 3, numeral: 'III', progress: 0 });
    expect(b.nextAt).toBe(rankOf(0).tierMax + 1);
  });

  it('follows the engine at every rank edge', () => {
    for (const rank of RANKS) {
      const b = badgeInfo(rank.min);
      expect(b.rank).toBe(rank.id);
      expect(b.index).toBe(rankOf(rank.min).index);
    }
  });

  it('gives the Comet sub-tiers of PRODUCT.md with progress through each', () => {
    expect(badgeInfo(1000)).toMatchObject({ rank: 'comet', numeral: 'III', tierMin: 1000, tierMax: 1199, nextAt: 1200, progress: 0 });
    expect(badgeInfo(1300)).toMatchObject({ rank: 'comet', numeral: 'II', nextAt: 1400, progress: 0.5 });
    expect(badgeInfo(1599)).toMatchObject({ rank: 'comet', numeral: 'I', nextAt: 1600 });
    expect(badgeInfo(1599).progress).toBeCloseTo(199 / 200);
  });

  it('has no numeral, progress or next step at the open-ended top rank', () => {
    expect(badgeInfo(12_345)).toMatchObject({ rank: 'eternal-black-hole', tier: null, numeral: null, progress: null, nextAt: null });
  });

  it('treats negative and fractional scores as the engine does', () => {
    expect(badgeInfo(-5).rank).toBe('meteor');
    expect(badgeInfo(999.9).rank).toBe('meteor');
  });
});
