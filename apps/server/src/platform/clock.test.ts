import { describe, expect, it } from 'vitest';
import { OffsetClock } from './clock.ts';

describe('the dev clock (sim mode)', () => {
  it('moves forward only, and back to real time on reset', () => {
    const clock = new OffsetClock();
    clock.advance(15 * 60_000);
    clock.advance(-60 * 60_000);
    expect(clock.offset).toBe(15 * 60_000);
    expect(clock.now().getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    clock.reset();
    expect(clock.offset).toBe(0);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
  });
});
