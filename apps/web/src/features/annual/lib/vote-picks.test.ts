import { describe, expect, it } from 'vitest';
import { tallyRows, togglePick } from './vote-picks.ts';

describe('togglePick', () => {
  it('adds up to three picks, removes a picked one, and refuses a fourth with the catalogue key', () => {
    let picks: string[] = [];
    for (const id of ['c01', 'c02', 'c03']) {
      const r = togglePick(picks, id);
      expect('picks' in r).toBe(true);
      if ('picks' in r) picks = r.picks;
    }
    expect(picks).toEqual(['c01', 'c02', 'c03']);
    expect(togglePick(picks, 'c04')).toEqual({ refused: 'annualVoteTooMany' });
    expect(togglePick(picks, 'c02')).toEqual({ picks: ['c01', 'c03'] });
    // After a removal a different fourth one fits again.
    expect(togglePick(['c01', 'c03'], 'c04')).toEqual({ picks: ['c01', 'c03', 'c04'] });
  });
});

describe('tallyRows', () => {
  it('sorts by votes, scales bars to the leader and marks my picks', () => {
    const rows = tallyRows(
      [
        { id: 'a', name: 'Alpha', votes: 5, percent: 25 },
        { id: 'b', name: 'Beta', votes: 10, percent: 50 },
        { id: 'c', name: 'Gamma', votes: 5, percent: 25 },
        { id: 'd', name: 'Delta', votes: 0, percent: 0 },
      ],
      ['c'],
    );
    expect(rows.map((r) => r.id)).toEqual(['b', 'a', 'c', 'd']);
    expect(rows.map((r) => r.width)).toEqual([1, 0.5, 0.5, 0]);
    expect(rows.find((r) => r.mine)?.id).toBe('c');
  });

  it('draws empty bars when nobody has voted yet', () => {
    expect(tallyRows([{ id: 'a', name: 'A', votes: 0, percent: 0 }], []).map((r) => r.width)).toEqual([0]);
  });
});
