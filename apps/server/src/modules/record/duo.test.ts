import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUO_BEST_MIN_MATCHES, type DuoPartner, type DuoPartners } from '@mecha/shared/record/duo';
import { DB_KINDS } from '../../../test/test-db.ts';
import { auth, body, loginWithCode, makeTestApp, sampleUids, type TestApp } from '../../../test/test-app.ts';
import { postMatches, twos } from '../../../test/matches.ts';
import { bestPartner } from './duo.ts';

const R = (q = '') => `/api/record/duo-partners${q ? `?${q}` : ''}`;

const row = (uid: string, matches: number, wins: number, last = 0): DuoPartner => ({
  Uid: uid, Nickname: uid, Together: { Matches: matches, Wins: wins }, Apart: { Matches: 0, Wins: 0 }, ScoreGained: 0,
  Premade: { Matches: 0, Wins: 0 }, LastPlayedAt: last, LastMatchId: 'm',
});

describe('best partner', () => {
  it('takes the best rate over enough matches, then more matches, then the latest', () => {
    expect(bestPartner([row('a', DUO_BEST_MIN_MATCHES - 1, DUO_BEST_MIN_MATCHES - 1)])).toBeNull();
    expect(bestPartner([row('a', 5, 4), row('b', 10, 7), row('c', 4, 4)])).toBe('a');
    expect(bestPartner([row('a', 5, 4), row('b', 10, 8)])).toBe('b');
    expect(bestPartner([row('a', 10, 8, 1), row('b', 10, 8, 2)])).toBe('b');
  });
});

describe.each(DB_KINDS)('duo partners (%s)', (kind) => {
  let t: TestApp;
  let me: string;
  let token: string;
  let before: DuoPartners;
  // Teammates with fresh UIDs, so their rows are exactly what this test posted.
  const [A, B, C] = ['81000001', '81000002', '81000003'];
  const foes: [string, string] = ['81000011', '81000012'];
  const get = (q = '', withToken = true) => t.app.inject({ url: R(q), headers: withToken ? auth(token) : {} });

  beforeAll(async () => {
    t = await makeTestApp(kind);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    [me] = (await sampleUids(t.app, 1)) as [string];
    token = await loginWithCode(t.app, me);
    before = body<DuoPartners>(await get()).data;
    // With A: 5 matches, 4 won, the first 2 pre-made (both won). With B: 2 won. With C: 6, 3 won.
    const plan: { mate: string; won: boolean; premade: boolean }[] = [
      ...[true, true, true, true, false].map((won, i) => ({ mate: A, won, premade: i < 2 })),
      { mate: B, won: true, premade: false },
      { mate: B, won: true, premade: false },
      ...[true, false, true, false, true, false].map((won) => ({ mate: C, won, premade: false })),
    ];
    const matches = plan.map((p, i) => {
      const at = now - 3600 + i * 60;
      const m = p.won ? twos(`duo-${i}`, at, [me, p.mate], foes, [p.premade, false]) : twos(`duo-${i}`, at, foes, [me, p.mate], [false, p.premade]);
      // The newest match with A names A differently: the row carries the newest name.
      if (p.mate === A && i === 4) m.sides.flatMap((s) => s.players).find((x) => x.uid === A)!.nickname = 'A-renamed';
      return m;
    });
    expect(body(await postMatches(t.app, matches, { nowS: now })).code).toBe(0);
  });
  afterAll(() => t.close());

  it('counts each teammate together and apart, pre-made and solo, and names the best', async () => {
    const d = body<DuoPartners>(await get()).data;
    expect(d.Scope).toBe('season');
    expect(d.Total).toEqual({ Matches: before.Total.Matches + 13, Wins: before.Total.Wins + 9 });
    expect(d.Premade).toEqual({ Matches: before.Premade.Matches + 2, Wins: before.Premade.Wins + 2 });
    expect(d.Solo.Matches + d.Premade.Matches).toBe(d.Total.Matches);
    expect(d.Solo.Wins + d.Premade.Wins).toBe(d.Total.Wins);
    const a = d.list.find((p) => p.Uid === A)!;
    expect(a).toMatchObject({ Nickname: 'A-renamed', Together: { Matches: 5, Wins: 4 }, Premade: { Matches: 2, Wins: 2 }, LastMatchId: 'duo-4' });
    expect(a.Apart).toEqual({ Matches: d.Total.Matches - 5, Wins: d.Total.Wins - 4 });
    expect(d.list.find((p) => p.Uid === B)!.Together).toEqual({ Matches: 2, Wins: 2 });
    expect(d.list.find((p) => p.Uid === C)!.Together).toEqual({ Matches: 6, Wins: 3 });
    // B's 100 % rests on 2 matches: A (80 % over 5) is the best unless an earlier partner beats it.
    expect(d.Best).toBe(bestPartner(d.list));
    if (before.Best === null) expect(d.Best).toBe(A);
    expect(d.Partners).toBe(before.Partners + 3);
    // Ordered by matches together.
    for (let i = 1; i < d.list.length; i++) expect(d.list[i - 1]!.Together.Matches).toBeGreaterThanOrEqual(d.list[i]!.Together.Matches);
    expect(d.UpdatedAt).toBeGreaterThan(0);
  });

  it('stores each 2v2 line with its teammate, as the partner counts read them', async () => {
    const lines = await t.store.db
      .selectFrom('match_players')
      .select(['match_id', 'uid', 'partner_uid'])
      .where('match_id', 'in', ['duo-0', 'duo-5', 'duo-12'])
      .orderBy('match_id')
      .orderBy('uid')
      .execute();
    const mates = Object.fromEntries(lines.map((l) => [`${l.match_id}|${l.uid}`, l.partner_uid]));
    expect(mates).toEqual({
      [`duo-0|${me}`]: A, [`duo-0|${A}`]: me, [`duo-0|${foes[0]}`]: foes[1], [`duo-0|${foes[1]}`]: foes[0],
      [`duo-12|${me}`]: C, [`duo-12|${C}`]: me, [`duo-12|${foes[0]}`]: foes[1], [`duo-12|${foes[1]}`]: foes[0],
      [`duo-5|${me}`]: B, [`duo-5|${B}`]: me, [`duo-5|${foes[0]}`]: foes[1], [`duo-5|${foes[1]}`]: foes[0],
    });
  });

  it("sums the role's own score change over the matches together", async () => {
    const lines = await t.store.db
      .selectFrom('match_players')
      .select(['score_before', 'score_after'])
      .where('uid', '=', me)
      .where('match_id', 'in', ['duo-7', 'duo-8', 'duo-9', 'duo-10', 'duo-11', 'duo-12'])
      .execute();
    expect(lines).toHaveLength(6);
    const c = body<DuoPartners>(await get()).data.list.find((p) => p.Uid === C)!;
    expect(c.ScoreGained).toBe(lines.reduce((n, l) => n + l.score_after - l.score_before, 0));
  });

  it('a partner\'s matches together open as the battle list (partner and result filters)', async () => {
    const list = (q: string) => t.app.inject({ url: `/api/record/battle_list?mode=T2&size=50&${q}`, headers: auth(token) });
    const ids = async (q: string) => body<{ list: { Id: string; Win: boolean }[] }>(await list(q)).data.list.map((m) => m.Id).sort();
    expect(await ids(`partner=${A}`)).toEqual(['duo-0', 'duo-1', 'duo-2', 'duo-3', 'duo-4']);
    expect(await ids(`partner=${A}&result=loss`)).toEqual(['duo-4']);
    expect(await ids(`partner=${C}&result=win`)).toEqual(['duo-11', 'duo-7', 'duo-9']);
    // A foe is never a partner.
    expect(await ids(`partner=${foes[0]}`)).toEqual([]);
    const wins = body<{ list: { Id: string; Win: boolean }[] }>(await list('result=win')).data.list;
    expect(wins.length).toBeGreaterThan(0);
    expect(wins.every((m) => m.Win)).toBe(true);
    expect((await list('partner=abc')).statusCode).toBe(400);
    expect((await list('result=draw')).statusCode).toBe(400);
  });

  it('all time holds at least the season, and the query is bounded', async () => {
    const season = body<DuoPartners>(await get()).data;
    const all = body<DuoPartners>(await get('scope=all')).data;
    expect(all.Scope).toBe('all');
    expect(all.Total.Matches).toBeGreaterThanOrEqual(season.Total.Matches);
    expect(all.list.find((p) => p.Uid === A)!.Together.Matches).toBeGreaterThanOrEqual(5);
    expect((await get('scope=ever')).statusCode).toBe(400);
    expect((await get('season=0')).statusCode).toBe(400);
    expect(body(await get('season=999')).code).not.toBe(0);
  });

  it('answers a visitor 401', async () => {
    expect((await get('', false)).statusCode).toBe(401);
  });
});
