import { describe, expect, it } from 'vitest';
import { suspensionEnd, suspensionState, type Suspension } from './suspension-logic.ts';

// How the player's page names a suspension's state, and the end time it accepts.
describe('suspensions', () => {
  const s = (o: Partial<Suspension>): Suspension => ({ id: 1, yfyUid: 'a', reason: 'r', startsAt: 100, endsAt: 200, createdBy: 'operator', liftedAt: null, inForce: false, ...o });
  it('names the state', () => {
    expect(suspensionState(s({ inForce: true }), 150)).toBe('in force');
    expect(suspensionState(s({ liftedAt: 120 }), 150)).toBe('lifted');
    expect(suspensionState(s({}), 250)).toBe('ended');
    expect(suspensionState(s({ startsAt: 300, endsAt: 400 }), 250)).toBe('not started');
  });
  it('accepts only a future end', () => {
    expect(suspensionEnd('', 0)).toEqual({ problem: 'Choose when the suspension ends.' });
    const at = Math.floor(new Date('2030-01-02T03:04').getTime() / 1000);
    expect(suspensionEnd('2030-01-02T03:04', at - 1)).toEqual({ endsAt: at });
    expect(suspensionEnd('2030-01-02T03:04', at)).toEqual({ problem: 'The end must be in the future.' });
  });
});
