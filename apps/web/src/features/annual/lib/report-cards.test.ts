import { describe, expect, it } from 'vitest';
import { barShares, bestScoreOfYear, reportCards, winShare } from './report-cards.ts';
import { reportFixture } from './report-fixture.ts';

describe('report cards', () => {
  it('tells a full year in seven cards, in order', () => {
    expect(reportCards(reportFixture())).toEqual(['year', 'first', 'modes', 'time', 'character', 'feats', 'people']);
  });

  it('leaves out a card with nothing to tell, and shows no card for an empty year', () => {
    expect(reportCards(reportFixture({ firstMatch: null, topCharacter: null }))).toEqual(['year', 'modes', 'time', 'feats', 'people']);
    expect(reportCards(reportFixture({ empty: true }))).toEqual([]);
  });

  it('never divides by zero', () => {
    expect(winShare(0, 0)).toBe(0);
    expect(winShare(3, 4)).toBe(0.75);
    expect(barShares([0, 0])).toEqual([0, 0]);
    expect(barShares([10, 5, 0])).toEqual([1, 0.5, 0]);
    expect(barShares([])).toEqual([]);
  });

  it('takes the best score over the modes played', () => {
    expect(bestScoreOfYear(reportFixture())).toBe(4120);
    const none = reportFixture();
    none.modes = none.modes.map((m) => ({ ...m, matches: { ...m.matches, value: 0 } }));
    expect(bestScoreOfYear(none)).toBeNull();
  });
});
