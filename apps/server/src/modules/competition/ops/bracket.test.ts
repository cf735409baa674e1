import { describe, expect, it } from 'vitest';
import { nextPowerOfTwo, nextSlot, planBracket, roundsFor, seedOrder } from './bracket.ts';

// The bracket's layout as plain data: standard seeding, byes, rounds down to the teams that go on.
describe('single-elimination layout', () => {
  it('seeds 1 v N, the top two apart until the final', () => {
    expect(seedOrder(2)).toEqual([1, 2]);
    expect(seedOrder(4)).toEqual([1, 4, 2, 3]);
    expect(seedOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    const sixteen = seedOrder(16);
    expect(new Set(sixteen).size).toBe(16);
    // Each first-round pair sums to 17; seeds 1 and 2 sit in opposite halves.
    for (let i = 0; i < 16; i += 2) expect(sixteen[i]! + sixteen[i + 1]!).toBe(17);
    expect(sixteen.indexOf(1) < 8).not.toBe(sixteen.indexOf(2) < 8);
  });

  it('counts rounds down to the teams that go on, at least one', () => {
    expect([1, 2, 3, 5, 8, 9].map(nextPowerOfTwo)).toEqual([2, 2, 4, 8, 8, 16]);
    expect(roundsFor(8, 1)).toBe(3);
    expect(roundsFor(8, 4)).toBe(1);
    expect(roundsFor(5, 2)).toBe(2);
    expect(roundsFor(2, 4)).toBe(1);
    expect(roundsFor(1, 1)).toBe(1);
    expect([0, 1, 2, 3].map(nextSlot)).toEqual([{ slot: 0, side: 'a' }, { slot: 0, side: 'b' }, { slot: 1, side: 'a' }, { slot: 1, side: 'b' }]);
  });

  it('gives byes to the top seeds as walkovers already carried into round 2', () => {
    const plan = planBracket(['t1', 't2', 't3', 't4', 't5', 't6'], { startsAt: new Date(0), endsAt: new Date(3 * 3600_000) }, 1);
    const show = plan.map((m) => `${m.round}.${m.slot} ${m.teamA ?? '-'}v${m.teamB ?? '-'} ${m.state}${m.winner ? ` ${m.winner}` : ''} @${m.startsAt.getTime() / 3600_000}h`);
    expect(show).toEqual([
      '1.0 t1v- walkover t1 @0h', '1.1 t4vt5 scheduled @0h', '1.2 t2v- walkover t2 @0h', '1.3 t3vt6 scheduled @0h',
      '2.0 t1v- scheduled @1h', '2.1 t2v- scheduled @1h',
      '3.0 -v- scheduled @2h',
    ]);
    // One team: a single walkover.
    expect(planBracket(['solo'], { startsAt: new Date(0), endsAt: new Date(1) }, 1)).toMatchObject([{ round: 1, slot: 0, teamA: 'solo', teamB: null, state: 'walkover', winner: 'solo' }]);
  });
});
