import { RANKS } from '@mecha/shared/ladder/ranks';
import { WIN_BANDS, winPoints } from '@mecha/shared/ladder/scoring';
import { seasonReset } from '@mecha/shared/ladder/seasons';
import { describe, expect, it } from 'vitest';
import { rankRows, resetExamples, winBandRows } from './ladder-rules.ts';

describe('ladder rules sheet generated from the engine', () => {
  it('lists every rank with three contiguous sub-tiers, none for the top', () => {
    const rows = rankRows();
    expect(rows.map((r) => r.id)).toEqual(RANKS.map((r) => r.id));
    for (const row of rows.slice(0, -1)) {
      expect(row.tiers.map((t) => t.tier)).toEqual([3, 2, 1]);
      expect(row.tiers[0]!.min).toBe(row.min);
      expect(row.tiers[2]!.max).toBe(row.max);
      expect(row.tiers[1]!.min).toBe(row.tiers[0]!.max + 1);
      expect(row.tiers[2]!.min).toBe(row.tiers[1]!.max + 1);
    }
    expect(rows.at(-1)).toMatchObject({ max: null, tiers: [] });
    expect(rows[1]!.tiers).toEqual([
      { tier: 3, min: 1000, max: 1199 },
      { tier: 2, min: 1200, max: 1399 },
      { tier: 1, min: 1400, max: 1599 },
    ]);
  });

  it('gives win bands that tile the score line and agree with winPoints', () => {
    const bands = winBandRows();
    expect(bands).toHaveLength(WIN_BANDS.length);
    expect(bands[0]!.from).toBe(0);
    expect(bands.at(-1)!.to).toBeNull();
    for (const band of bands) {
      expect(winPoints(band.from)).toBe(band.points);
      if (band.to !== null) expect(winPoints(band.to)).toBe(band.points);
    }
  });

  it('works the season reset on the higher rank edges', () => {
    for (const example of resetExamples()) expect(example.next).toBe(seasonReset(example.final));
    expect(resetExamples().length).toBeGreaterThanOrEqual(4);
  });
});
