import { describe, expect, it } from 'vitest';
import { formatOdds, oddsChanges } from './prize-odds.ts';

describe('formatOdds', () => {
  it('keeps small odds readable and 0 plain, in the reader’s language', () => {
    expect(formatOdds('en', 12.5)).toBe('12.5%');
    expect(formatOdds('en', 0.25)).toBe('0.25%');
    expect(formatOdds('en', 0)).toBe('0%');
    expect(formatOdds('ja', 50)).toBe('50%');
  });
});

describe('oddsChanges', () => {
  it('lists the history newest first, a prize that ran out falling to 0 and the others rising', () => {
    const history = [
      { at: 200, fromDraw: 41, reason: 'soldOut' as const, prizeId: 'big', odds: [{ prizeId: 'small', odds: 100 }] },
      { at: 100, fromDraw: 1, reason: 'opened' as const, prizeId: null, odds: [{ prizeId: 'big', odds: 10 }, { prizeId: 'small', odds: 90 }] },
    ];
    const views = oddsChanges(history, ['big', 'small']);
    expect(views.map((v) => v.fromDraw)).toEqual([41, 1]);
    expect(views[0]!.rows).toEqual([
      { prizeId: 'big', odds: 0, before: 10 },
      { prizeId: 'small', odds: 100, before: 90 },
    ]);
    expect(views[1]!.rows).toEqual([
      { prizeId: 'big', odds: 10, before: null },
      { prizeId: 'small', odds: 90, before: null },
    ]);
  });
});
