import { describe, expect, it } from 'vitest';
import type { MatchDetail } from '../api/record-types.ts';
import { orderSides } from './order-sides.ts';

const player = (Uid: string) => ({
  Uid,
  Nickname: Uid,
  Character: 'c01',
  Mvp: false,
  ScoreBefore: 0,
  ScoreAfter: 0,
  Parts: { Base: 0, Mvp: 0, Streak: 0, SoloTeam: 0 },
  Stats: {},
});
const sides: MatchDetail['Sides'] = [
  { Win: false, Premade: false, Players: [player('1'), player('2')] },
  { Win: true, Premade: true, Players: [player('3'), player('4')] },
];

describe('match sides order', () => {
  it('puts the viewer’s side first', () => {
    expect(orderSides(sides, '2').map((s) => s.Win)).toEqual([false, true]);
    expect(orderSides(sides, '4').map((s) => s.Win)).toEqual([true, false]);
  });

  it('puts the winners first when the viewer did not play', () => {
    expect(orderSides(sides, null).map((s) => s.Win)).toEqual([true, false]);
    expect(orderSides(sides, '99').map((s) => s.Win)).toEqual([true, false]);
  });
});
