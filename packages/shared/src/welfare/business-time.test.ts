import { describe, expect, it } from 'vitest';
import { businessDay, ladderWeekBefore, nextDailyReset, nextWeeklyPackReset, weeklyPackWeekStart } from './business-time.ts';

const iso = (d: Date) => d.toISOString();

describe('business time per edition', () => {
  it('turns the day at local midnight', () => {
    // 2026-11-22 15:59:59Z is 23:59:59 in Shanghai, 00:59:59 next day in Tokyo.
    const at = new Date('2026-11-22T15:59:59Z');
    expect(businessDay(at, 'Asia/Shanghai')).toBe('2026-11-22');
    expect(businessDay(at, 'Asia/Tokyo')).toBe('2026-11-23');
    expect(businessDay(at, 'UTC')).toBe('2026-11-22');
    expect(iso(nextDailyReset(at, 'Asia/Shanghai'))).toBe('2026-11-22T16:00:00.000Z');
    expect(iso(nextDailyReset(at, 'Asia/Tokyo'))).toBe('2026-11-23T15:00:00.000Z');
  });

  it('resets weekly packs on Thursday 00:00', () => {
    const wed = new Date('2026-11-25T15:59:59Z'); // Wed 23:59:59 Shanghai
    const thu = new Date('2026-11-25T16:00:00Z'); // Thu 00:00 Shanghai
    expect(iso(weeklyPackWeekStart(wed, 'Asia/Shanghai'))).toBe('2026-11-18T16:00:00.000Z');
    expect(iso(weeklyPackWeekStart(thu, 'Asia/Shanghai'))).toBe('2026-11-25T16:00:00.000Z');
    expect(iso(nextWeeklyPackReset(wed, 'Asia/Shanghai'))).toBe('2026-11-25T16:00:00.000Z');
    expect(iso(weeklyPackWeekStart(thu, 'UTC'))).toBe('2026-11-19T00:00:00.000Z');
  });

  it('opens the weekly ladder reward on Monday 05:00, not before', () => {
    const before = new Date('2026-11-22T20:59:59Z'); // Mon 04:59:59 Shanghai
    const after = new Date('2026-11-22T21:00:00Z'); // Mon 05:00 Shanghai
    expect(ladderWeekBefore(before, 'Asia/Shanghai')).toMatchObject({ end: new Date('2026-11-15T16:00:00Z'), opensAt: new Date('2026-11-15T21:00:00Z') });
    expect(ladderWeekBefore(after, 'Asia/Shanghai')).toMatchObject({ start: new Date('2026-11-15T16:00:00Z'), end: new Date('2026-11-22T16:00:00Z'), opensAt: new Date('2026-11-22T21:00:00Z') });
    expect(iso(ladderWeekBefore(new Date('2026-11-23T05:00:00Z'), 'UTC').opensAt)).toBe('2026-11-23T05:00:00.000Z');
  });
});
