import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@mecha/shared/i18n/languages';
import { eventDates } from '../features/annual/lib/event-dates.ts';
import { businessTimeFormat } from '../features/welfare/lib/business-time-format.ts';
import { dateOptions } from './date-format.ts';
import { formattersFor } from './format.ts';
import { formatWhen } from './format-when.ts';

// 7 December 2026, 12:25 UTC (the same day in every zone from UTC−11 to UTC+11): a day and a month that could swap (both ≤ 12).
const AT = Date.UTC(2026, 11, 7, 12, 25) / 1000;
// Day and month in figures, either order: 7/12, 12/7, 7/12/2026, 2026/12/7.
const FIGURE_DATE = /\b\d{1,2}\/\d{1,2}\b/;

describe('dates that two readers of one language could read two ways', () => {
  it('name the month in zh-HK (Hong Kong reads 7/12 day first, Taiwan month first)', () => {
    const f = formattersFor('zh-HK');
    expect(f.monthDay(AT)).toBe('12月7日');
    expect(f.day(AT, 'UTC')).toBe('2026年12月7日');
    expect(f.dateTime(AT)).toMatch(/^12月7日 \d\d:25$/);
    // The medium style with a time is 7/12/2026 in zh-HK's own data.
    expect(formatWhen('zh-HK', AT)).toMatch(/^2026年12月7日 \d\d:25$/);
    expect(businessTimeFormat('zh-HK', 'UTC').at(AT)).toBe('12月7日週一 12:25');
  });

  it('name the month in English (the US reads 12/7 month first, most others day first)', () => {
    const f = formattersFor('en');
    expect(f.monthDay(AT)).toBe('Dec 7');
    expect(f.day(AT, 'UTC')).toBe('Dec 7, 2026');
    expect(businessTimeFormat('en', 'UTC').at(AT)).toBe('Mon, Dec 7, 12:25');
  });

  it('keep figures in zh-CN and ja, whose readers read them one way (month first)', () => {
    expect(formattersFor('zh-CN').monthDay(AT)).toBe('12/7');
    expect(formattersFor('ja').day(AT, 'UTC')).toBe('2026/12/7');
    expect(dateOptions('ja', { dateStyle: 'medium' })).toEqual({ dateStyle: 'medium' });
  });

  it('leave no date in figures in zh-HK or English, through any of the app’s date formats', () => {
    for (const language of LANGUAGES.filter((l) => l === 'zh-HK' || l === 'en')) {
      const f = formattersFor(language);
      const e = eventDates(language);
      const b = businessTimeFormat(language, 'Asia/Shanghai');
      const texts = [f.monthDay(AT), f.dateTime(AT), f.day(AT), f.day(AT, 'Asia/Tokyo'), formatWhen(language, AT), e.when(AT), e.day(AT), e.homeDay(20261207), b.at(AT), b.day(AT)];
      for (const text of texts) expect(text, `${language}: ${text}`).not.toMatch(FIGURE_DATE);
    }
  });
});
