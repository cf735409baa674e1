import { describe, expect, it } from 'vitest';
import { winRateTone } from './win-rate-tone.ts';

describe('winRateTone', () => {
  it('is green from an even record up', () => {
    expect(winRateTone(0.5)).toBe('ok');
    expect(winRateTone(0.667)).toBe('ok');
    expect(winRateTone('1')).toBe('ok');
  });

  it('is plain below it, and for what is not a rate', () => {
    expect(winRateTone(0)).toBeUndefined();
    expect(winRateTone('0.0000')).toBeUndefined();
    expect(winRateTone(0.4999)).toBeUndefined();
    expect(winRateTone('')).toBeUndefined();
    expect(winRateTone('n/a')).toBeUndefined();
  });
});
