import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput, utcText } from './format.ts';

describe('local time inputs', () => {
  it('round-trips a minute through the local datetime input', () => {
    const t = Date.UTC(2026, 10, 26, 5, 30) / 1000;
    expect(fromLocalInput(toLocalInput(t))).toBe(t);
    expect(toLocalInput(null)).toBe('');
  });
  it('shows the UTC moment', () => {
    expect(utcText(Date.UTC(2026, 10, 26, 5, 30) / 1000)).toBe('2026-11-26 05:30 UTC');
    expect(utcText(undefined)).toBe('—');
  });
});
