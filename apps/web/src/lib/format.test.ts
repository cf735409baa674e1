import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOME_TIME_ZONE, lastMomentOf, season } from '@mecha/shared/ladder/seasons';
import { formattersFor } from './format.ts';

describe('formatters per language', () => {
  it('groups digits and signs score changes', () => {
    const en = formattersFor('en');
    expect(en.number(12345)).toBe('12,345');
    expect(en.signed(45)).toBe('+45');
    expect(en.signed(-25)).toBe('\u221225');
    expect(en.signed(0)).toBe('0');
  });

  it('formats shares as percentages in each language', () => {
    expect(formattersFor('en').percent(0.5625)).toBe('56.3%');
    expect(formattersFor('zh-CN').percent(1, 0)).toBe('100%');
  });

  it('writes every win rate one way: one decimal, from a number or the API decimal string', () => {
    const en = formattersFor('en');
    expect(en.winRate(0.5294)).toBe('52.9%');
    expect(en.winRate('0.5294')).toBe('52.9%');
    expect(en.winRate(0.53)).toBe('53.0%');
    expect(en.winRate('')).toBe('—');
    expect(en.winRate(Number.NaN)).toBe('—');
    expect(formattersFor('ja').winRate(1)).toBe('100.0%');
  });

  // Win rates once showed 52.9 % on one page and 53 % on another: no page formats one with another function.
  it('is the only formatter any page gives a win rate to', () => {
    const root = join(import.meta.dirname, '..');
    const offenders: string[] = [];
    let scanned = 0;
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || file.endsWith('.test.ts') || file.endsWith('.test.tsx') || file === 'lib/format.ts') continue;
      const text = readFileSync(join(root, file), 'utf8');
      scanned++;
      for (const m of text.matchAll(/\.(percent\w*|number|decimal)\(([^()]*)\)/g)) if (/win_?rate/i.test(m[2]!)) offenders.push(`${file}: ${m[0]}`);
    }
    expect(scanned).toBeGreaterThan(50);
    expect(offenders).toEqual([]);
  });

  it('never rounds an "ahead of" share up to all of it', () => {
    const en = formattersFor('en');
    expect(en.percentFloor(0.99961)).toBe('99.9%');
    expect(en.percentFloor(0.994)).toBe('99.4%');
    expect(en.percentFloor(0.996, 0)).toBe('99%');
    expect(en.percentFloor(1)).toBe('100.0%');
  });

  it('writes match lengths as m:ss', () => {
    const f = formattersFor('zh-CN');
    expect(f.duration(366)).toBe('6:06');
    expect(f.duration(59)).toBe('0:59');
  });

  it('writes calendar days in a given time zone', () => {
    expect(formattersFor('en').day(Date.UTC(2026, 10, 22) / 1000, 'UTC')).toBe('Nov 22, 2026');
    expect(formattersFor('ja').day(Date.UTC(2026, 10, 22) / 1000, 'UTC')).toBe('2026/11/22');
    // 16:00 UTC is already the next day in UTC+8, where seasons change.
    expect(formattersFor('zh-CN').day(Date.UTC(2026, 9, 8, 16) / 1000, 'Asia/Shanghai')).toBe('2026/10/9');
  });

  it("shows a season's last day as its articles state it (season 12 ends 12/9 00:00 UTC+8: last day 12/8)", () => {
    const s12 = season(12);
    expect(formattersFor('zh-CN').day(s12.StartTime, HOME_TIME_ZONE)).toBe('2026/10/9');
    expect(formattersFor('zh-CN').day(lastMomentOf(s12), HOME_TIME_ZONE)).toBe('2026/12/8');
  });

  it('reuses one set per language', () => {
    expect(formattersFor('en')).toBe(formattersFor('en'));
  });
});
