import { describe, expect, it } from 'vitest';
import { safeBack } from './safe-back.ts';

describe('safeBack', () => {
  it("follows the app's own page paths, with their query", () => {
    expect(safeBack('/pages/competition/home/index', '/home')).toBe('/pages/competition/home/index');
    expect(safeBack('/pages/competition/home/index?code=ABCDEFGH12&t=sac-2026', '/home')).toBe('/pages/competition/home/index?code=ABCDEFGH12&t=sac-2026');
  });

  it('refuses anything else and answers the fallback', () => {
    for (const bad of [null, '', 'https://evil.example/pages/x', '//evil.example/pages', '/pages//evil', 'javascript:alert(1)', '/api/record/logout', `/pages/${'a'.repeat(400)}`, '/pages/x<script>']) {
      expect(safeBack(bad, '/home')).toBe('/home');
    }
  });
});
