import { describe, expect, it } from 'vitest';
import { contentRequest } from './content-commands.ts';

describe('ops content list command arguments', () => {
  it('maps each list to its operator call with its filters', () => {
    expect(contentRequest(['banner', 'list'])).toBe('/api/ops/banners/list');
    expect(contentRequest(['banner', 'list', '--edition', 'hk', '--lang', 'zh-HK', '--active', 'true', '--page', '2'])).toBe('/api/ops/banners/list?edition=hk&lang=zh-HK&active=true&page=2');
    expect(contentRequest(['version', 'list', '--size', '5'])).toBe('/api/ops/versions/list?size=5');
    expect(contentRequest(['news', 'list', '--category', 'balance', '--q', 'patch 2.4'])).toBe('/api/ops/articles/list?category=balance&q=patch+2.4');
  });

  it('answers null for what is not one (the other commands of ops.ts)', () => {
    for (const args of [[], ['banner', 'set', 'x.json'], ['news', 'publish', 'a.md'], ['version', 'list', '--edition', 'hk'], ['banner', 'list', '--edition'], ['banner', 'list', 'hk'], ['pack', 'list']]) {
      expect(contentRequest(args)).toBeNull();
    }
  });
});
