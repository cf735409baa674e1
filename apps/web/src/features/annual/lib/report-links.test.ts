import { describe, expect, it } from 'vitest';
import { filterHref, homeCalendarDate, matchHref, monthFilter, parseFilter, reportHref } from './report-links.ts';

describe('report links', () => {
  it('opens one match on the detail page of its mode', () => {
    expect(matchHref('m-1', 'T1')).toBe('/pages/record/vs11-detail/index?id=m-1');
    expect(reportHref({ matchId: 'abc', mode: 'T2', filter: null }, null)).toBe('/pages/record/vs22-detail/index?id=abc');
  });

  it('opens a count as the list of its matches, with the filter as JSON and the share token when shared', () => {
    const href = reportHref({ matchId: null, mode: null, filter: { mode: 'T2', won: true } }, 'tok_123');
    const params = new URLSearchParams(href!.split('?')[1]);
    expect(href!.startsWith('/pages/act/annual/matches/index?')).toBe(true);
    expect(JSON.parse(params.get('f')!)).toEqual({ mode: 'T2', won: true });
    expect(params.get('t')).toBe('tok_123');
    expect(filterHref({}, null)).toBe('/pages/act/annual/matches/index?f=%7B%7D');
  });

  it('gives no link when the server gave none', () => {
    expect(reportHref({ matchId: null, mode: null, filter: null }, null)).toBeNull();
  });

  it('cuts a chart month on the home clock (UTC+8), December into January', () => {
    expect(monthFilter(202503)).toEqual({ from: Date.UTC(2025, 1, 28, 16) / 1000, to: Date.UTC(2025, 2, 31, 16) / 1000 });
    expect(monthFilter(202512).to).toBe(Date.UTC(2025, 11, 31, 16) / 1000);
  });

  it('reads home calendar days and months', () => {
    expect(homeCalendarDate(20250307).toISOString()).toBe('2025-03-07T00:00:00.000Z');
    expect(homeCalendarDate(202511).toISOString()).toBe('2025-11-01T00:00:00.000Z');
  });

  it('reads back what it wrote and refuses anything the schema would not take', () => {
    const filter = { mode: 'T1', character: 'c04', won: false, mvp: true, partner: '123', opponent: '456', from: 10, to: 20 };
    expect(parseFilter(JSON.stringify(filter))).toEqual(filter);
    expect(parseFilter('{}')).toEqual({});
    expect(parseFilter(null)).toBeNull();
    expect(parseFilter('not json')).toBeNull();
    expect(parseFilter('[1]')).toBeNull();
    expect(parseFilter('{"mode":"T3"}')).toBeNull();
    expect(parseFilter('{"extra":1}')).toBeNull();
    expect(parseFilter('{"from":-1}')).toBeNull();
    expect(parseFilter('{"character":"<b>"}')).toBeNull();
    expect(parseFilter(`{"character":"${'a'.repeat(600)}"}`)).toBeNull();
  });
});
