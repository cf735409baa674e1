import { describe, expect, it } from 'vitest';
import { relativeAgo } from './freshness.tsx';

describe('relativeAgo', () => {
  it('picks the largest unit that fits, in the language asked for', () => {
    expect(relativeAgo('en', 3)).toBe('now');
    expect(relativeAgo('en', 45)).toBe('45 seconds ago');
    expect(relativeAgo('en', 5 * 60 + 20)).toBe('5 minutes ago');
    expect(relativeAgo('en', 3 * 3600)).toBe('3 hours ago');
    expect(relativeAgo('en', 86_400 + 10)).toBe('yesterday');
    expect(relativeAgo('ja', 120)).toBe('2 分前');
    expect(relativeAgo('zh-CN', 120)).toBe('2分钟前');
  });

  it('never says "in N" for a time slightly ahead of the browser clock', () => {
    expect(relativeAgo('en', -30)).toBe('now');
  });
});
