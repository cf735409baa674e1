import { describe, expect, it } from 'vitest';
import { formatCountdown } from './format-countdown.ts';

describe('formatCountdown', () => {
  it('pads hours, minutes and seconds', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(59)).toBe('00:00:59');
    expect(formatCountdown(3_661)).toBe('01:01:01');
    expect(formatCountdown(86_399)).toBe('23:59:59');
  });
  it('keeps counting hours past a day (weekly resets)', () => {
    expect(formatCountdown(6 * 86_400 + 5)).toBe('144:00:05');
  });
  it('never shows a negative or fractional time', () => {
    expect(formatCountdown(-5)).toBe('00:00:00');
    expect(formatCountdown(1.9)).toBe('00:00:01');
  });
});
