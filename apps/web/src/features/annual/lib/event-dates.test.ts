import { describe, expect, it } from 'vitest';
import { eventDates } from './event-dates.ts';

describe('event dates', () => {
  it('names the home calendar days and months as the server counted them, whatever the reader’s time zone', () => {
    const en = eventDates('en');
    expect(en.homeDay(20250301)).toBe('Mar 1, 2025');
    expect(en.homeMonthDay(20250301)).toBe('Mar 1');
    expect(en.month(202512)).toBe('Dec');
    expect(en.monthLong(202601)).toBe('January 2026');
    expect(eventDates('ja').homeMonthDay(20260811)).toBe('8月11日');
    expect(eventDates('zh-CN').month(202511)).toBe('11月');
  });
});
