import { describe, expect, it } from 'vitest';
import { clockOffsetMs, formatMmSs, secondsLeft, splitDays } from './countdown.ts';

// The payment window counts down on the server's clock: a phone whose clock is off must still show the server's
// remaining time, and a server clock moved forward (the dev clock) must reach 00:00.
describe('payment countdown', () => {
  const T = 1_763_800_000; // server unix seconds

  it('counts from the server time, not the device time', () => {
    // The device is 5 minutes behind the server.
    const received = (T - 300) * 1000;
    const offset = clockOffsetMs(T, received);
    expect(offset).toBe(300_000);
    expect(secondsLeft(T + 900, offset, received)).toBe(900);
    expect(secondsLeft(T + 900, offset, received + 60_500)).toBe(840);
    // The device is 2 minutes ahead.
    const ahead = clockOffsetMs(T, (T + 120) * 1000);
    expect(secondsLeft(T + 900, ahead, (T + 120) * 1000)).toBe(900);
  });

  it('rounds a part second up and stops at zero', () => {
    const offset = clockOffsetMs(T, T * 1000);
    expect(secondsLeft(T + 10, offset, T * 1000 + 9_001)).toBe(1);
    expect(secondsLeft(T + 10, offset, T * 1000 + 10_000)).toBe(0);
    expect(secondsLeft(T + 10, offset, T * 1000 + 99_000)).toBe(0);
  });

  it('reaches zero at once when a later answer says the server clock moved past the end', () => {
    const before = clockOffsetMs(T, T * 1000);
    expect(secondsLeft(T + 900, before, T * 1000 + 2_000)).toBe(898);
    // Next poll, 2 s later on the device: the server now reads 15 minutes later.
    const after = clockOffsetMs(T + 902, T * 1000 + 2_000);
    expect(secondsLeft(T + 900, after, T * 1000 + 2_000)).toBe(0);
  });

  it('formats mm:ss, minutes past 59 included', () => {
    expect(formatMmSs(900)).toBe('15:00');
    expect(formatMmSs(61)).toBe('01:01');
    expect(formatMmSs(0)).toBe('00:00');
    expect(formatMmSs(-5)).toBe('00:00');
    expect(formatMmSs(5400)).toBe('90:00');
  });

  it('splits a deadline days away into days and hh:mm', () => {
    expect(splitDays(7 * 86_400)).toEqual({ days: 7, hhmm: '00:00' });
    expect(splitDays(6 * 86_400 + 23 * 3600 + 59 * 60 + 59)).toEqual({ days: 6, hhmm: '23:59' });
    expect(splitDays(-1)).toEqual({ days: 0, hhmm: '00:00' });
  });
});
