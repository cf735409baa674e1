import { describe, expect, it } from 'vitest';
import { readContentFile } from './content-files.ts';
import { expandSeasonDates } from './season-dates.ts';

describe('season dates in articles', () => {
  it("names a season's first and last day on the home clock, in the article's language", () => {
    // Season 12 runs from 2026-10-09 00:00 UTC+8 up to (not including) 2026-12-09 00:00 UTC+8.
    expect(expandSeasonDates('{{season:12:start}} – {{season:12:last}}', 'en')).toBe('October 9 – December 8');
    expect(expandSeasonDates('{{season:12:start}}至{{season:12:last}}', 'zh-CN')).toBe('10月9日至12月8日');
    expect(expandSeasonDates('{{season:1:last}}', 'ja')).toBe('2月8日');
    expect(expandSeasonDates('no {{season:x:last}} here', 'en')).toBe('no {{season:x:last}} here');
  });

  it('the seeded season article states the same last day as the season page (12/8), in every language', () => {
    const dir = new URL('./seed/', import.meta.url).pathname;
    const bodies = ['en', 'zh-CN', 'zh-HK', 'ja'].map((lang) => readContentFile(`${dir}season-12-event-horizon.${lang}.md`).html);
    for (const html of bodies) {
      expect(html).not.toContain('{{');
      expect(html).toMatch(/December 8|12月8日/);
      expect(html).not.toMatch(/December 9|12 ?月 ?9 ?日|10:00/);
    }
  });
});
