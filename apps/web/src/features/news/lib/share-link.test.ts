import { describe, expect, it } from 'vitest';
import { DEFAULT_RECORD_CHOICE, parseShare, rankingShareParams, recordShareParams, shareHref, type RecordFacts } from './share-link.ts';

const facts: RecordFacts = { mode: 'T2', season: 12, nickname: 'Aki', uid: '100234', score: 4210, winRate: 0.56123, games: 123 };
const APP = 'https://mecha.example/app/index.html';

describe('share links', () => {
  it('a ranking link carries only mode, tier and period', () => {
    const href = shareHref(APP, rankingShareParams({ mode: 'T2', tier: 'star', period: '30d' }));
    expect(href).toBe('https://mecha.example/app/index.html#/pages/share/index/index?type=ranking&mode=T2&tier=star&period=30d');
  });

  it('a record link leaves the UID out unless it is ticked, and never carries a token', () => {
    const params = recordShareParams(facts, DEFAULT_RECORD_CHOICE);
    expect(params.get('uid')).toBeNull();
    expect(Object.fromEntries(params)).toEqual({ type: 'record', mode: 'T2', season: '12', name: 'Aki', rank: 'supreme-star', sub: '2', score: '4210', wr: '0.5612', games: '123' });
    const text = shareHref(APP, params);
    expect(text).not.toMatch(/token|wztoken|Bearer|100234/i);

    const withUid = recordShareParams(facts, { ...DEFAULT_RECORD_CHOICE, uid: true });
    expect(withUid.get('uid')).toBe('100234');
  });

  it('shows only the fields the sharer chose', () => {
    const params = recordShareParams(facts, { nickname: false, rank: true, score: false, winRate: true, games: false, uid: false });
    expect([...params.keys()].sort()).toEqual(['mode', 'rank', 'season', 'sub', 'type', 'wr']);
  });

  it('the app address drops its own route, query and session bits', () => {
    const href = shareHref('https://mecha.example/?wztoken=abc#/pages/my/index?x=1', rankingShareParams({ mode: 'T1', tier: 'all', period: '7d' }));
    expect(href.startsWith('https://mecha.example/#/pages/share/index/index?')).toBe(true);
    expect(href).not.toContain('wztoken');
  });

  it('reads a link back, dropping malformed fields', () => {
    expect(parseShare(recordShareParams(facts, { ...DEFAULT_RECORD_CHOICE, uid: true }))).toEqual({
      type: 'record',
      mode: 'T2',
      season: 12,
      nickname: 'Aki',
      rank: { id: 'supreme-star', tier: 2 },
      score: 4210,
      winRate: 0.5612,
      games: 123,
      uid: '100234',
    });
    const bad = new URLSearchParams({ type: 'record', mode: 'X', score: '-5', wr: '7', rank: 'sun', uid: 'abc', games: '1e9' });
    expect(parseShare(bad)).toEqual({ type: 'record', mode: 'T1', season: null });
    expect(parseShare(new URLSearchParams({ type: 'ranking', tier: 'nope' }))).toEqual({ type: 'ranking', mode: 'T1', tier: 'all', period: '7d' });
    expect(parseShare(new URLSearchParams({ type: 'article', id: '0' }))).toBeNull();
    expect(parseShare(new URLSearchParams({ type: 'evil' }))).toBeNull();
  });
});
