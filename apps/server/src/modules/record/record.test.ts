import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentSeason, startedSeasons } from '@mecha/shared/ladder/seasons';
import { DB_KINDS } from '../../../test/test-db.ts';
import { auth, body, loginWithCode, makeTestApp, sampleUids, type TestApp } from '../../../test/test-app.ts';
import { duel, postMatches, twos } from '../../../test/matches.ts';

const R = (call: string, q = '') => `/api/record/${call}${q ? `?${q}` : ''}`;

describe.each(DB_KINDS)('battle record calls (%s)', (kind) => {
  let t: TestApp;
  let me: string;
  let token: string;
  let now: number;
  const rivals = ['80000001', '80000002', '80000003', '80000004'];
  beforeAll(async () => {
    t = await makeTestApp(kind);
    now = Math.floor(t.clock.now().getTime() / 1000);
    [me] = (await sampleUids(t.app, 1)) as [string];
    token = await loginWithCode(t.app, me);
    // A small round robin so every player is placed, then a 2v2 for the selected role.
    const ms = [];
    let i = 0;
    const everyone = [me, ...rivals];
    for (const a of everyone) for (const b of everyone) if (a < b) ms.push(duel(`rr-${i++}`, now - 5000 + i * 60, a, b, i % 2 ? 'winner' : 'loser'));
    ms.push(twos('rr-2v2', now - 100, [me, rivals[0]!], [rivals[1]!, rivals[2]!]));
    expect(body(await postMatches(t.app, ms, { nowS: now })).data).toMatchObject({ accepted: 11 });
  });
  afterAll(() => t.close());

  const get = (url: string, withToken = true) => t.app.inject({ url, headers: withToken ? auth(token) : {} });

  it('lists started seasons and shows the previous and current one', async () => {
    const list = body<{ list: { Code: number }[]; current: number }>(await get(R('season_list'), false)).data;
    const expected = startedSeasons(now);
    expect(list.list).toEqual(expected);
    expect(list.current).toBe(currentSeason(expected, now)!.Code);
    const show = body<{ shown: { Code: number }[] }>(await get(R('season_show'), false)).data;
    expect(show.shown.map((s) => s.Code)).toEqual([list.current - 1, list.current]);
  });

  it('gives visitors a sample of the ladder stats shape, marked as such', async () => {
    const res = body<Record<string, any>>(await get(R('battle_summary'), false));
    expect(res.data.IsSample).toBe(true);
    for (const mode of ['T1', 'T2']) expect(Object.keys(res.data[mode]).sort()).toEqual(['ArenaScore', 'MaxScore', 'Placed', 'ScoreMap', 'TopRoles', 'TotalCnt', 'WinCnt', 'WinRate']);
    expect(typeof res.data.TopRoleList[0].Id).toBe('string');
    expect(res.data.TopRoleList[0].WinRate).toMatch(/^0\.\d{4}$/);
  });

  it("summarises the selected role's ladders from its matches", async () => {
    const res = body<Record<string, any>>(await get(R('battle_summary')));
    expect(res.code).toBe(0);
    expect(res.data.IsSample).toBe(false);
    const ladder = await t.store.db.selectFrom('ladders').selectAll().where('uid', '=', me).where('mode', '=', 'T1').executeTakeFirstOrThrow();
    expect(res.data.T1).toMatchObject({ ArenaScore: ladder.score, MaxScore: ladder.max_score, TotalCnt: ladder.games, WinCnt: ladder.wins, Placed: true });
    expect(res.data.T1.WinRate).toBeCloseTo(ladder.wins / ladder.games, 4);
    expect(Object.keys(res.data.T1.ScoreMap).every((k) => /^20\d{6}$/.test(k))).toBe(true);
    expect(res.data.T2).toMatchObject({ TotalCnt: 1, Placed: false });
    expect(res.data.TopRoleList.map((r: { Id: string }) => r.Id)).toContain('c01');
  });

  it("shows the role's new match at once, despite the read caches", async () => {
    const before = body<{ T1: { TotalCnt: number } }>(await get(R('battle_summary'))).data.T1.TotalCnt;
    const list = body<{ list: unknown[] }>(await get(R('battle_list', 'mode=T1&size=50'))).data.list.length;
    // The character pages too: the new match is won with c01 (test/matches.ts duel).
    const c01 = async () => body<{ list: { Id: string; TotalCnt: number }[] }>(await get(R('role_list', 'mode=T1'))).data.list.find((r) => r.Id === 'c01')?.TotalCnt ?? 0;
    const c01Recent = async () => body<{ Recent: { Id: string }[] }>(await get(R('role_message', 'id=c01&mode=T1'))).data.Recent.map((m) => m.Id);
    const c01Before = await c01();
    expect(await c01Recent()).not.toContain('fresh-1');
    await postMatches(t.app, [duel('fresh-1', now - 1, me, rivals[3]!)], { nowS: now, ts: now - 7 });
    expect(body<{ T1: { TotalCnt: number } }>(await get(R('battle_summary'))).data.T1.TotalCnt).toBe(before + 1);
    expect(body<{ list: unknown[] }>(await get(R('battle_list', 'mode=T1&size=50'))).data.list).toHaveLength(list + 1);
    expect(await c01()).toBe(c01Before + 1);
    expect(await c01Recent()).toContain('fresh-1');
  });

  it('pages through matches and opens their details', async () => {
    const p1 = body<{ list: { Id: string; ScoreChange: number }[]; hasMore: boolean }>(await get(R('battle_list', 'mode=T1&size=3')));
    expect(p1.data.list).toHaveLength(3);
    expect(p1.data.hasMore).toBe(true);
    const p2 = body<{ list: unknown[]; hasMore: boolean }>(await get(R('battle_list', 'mode=T1&size=3&page=2')));
    expect(p2.data).toMatchObject({ hasMore: false });
    expect(p2.data.list).toHaveLength(2);

    const d1 = body<{ Sides: { Win: boolean; Players: { Uid: string; Parts: Record<string, number>; ScoreBefore: number; ScoreAfter: number }[] }[] }>(await get(R('battle_detail1v1', `id=${p1.data.list[0]!.Id}`), false));
    expect(d1.data.Sides).toHaveLength(2);
    for (const side of d1.data.Sides)
      for (const p of side.Players) expect(p.ScoreAfter - p.ScoreBefore).toBe(Math.max(-p.ScoreBefore, p.Parts.Base! + p.Parts.Mvp! + p.Parts.Streak! + p.Parts.SoloTeam!) + 0);
    const d2 = body<{ Bans: string[]; Sides: { Players: unknown[] }[] }>(await get(R('battle_detail2v2', 'id=rr-2v2'), false));
    expect(d2.data.Bans).toEqual(['c07', 'c12']);
    expect(d2.data.Sides.map((s) => s.Players.length)).toEqual([2, 2]);
    expect(body(await get(R('battle_detail1v1', 'id=rr-2v2'))).code).toBe(1019);
  });

  it('reports per-character stats and the season report', async () => {
    const list = body<{ list: { Id: string; TotalCnt: number; WinCnt: number; Kills: number; AvgDamage: number }[] }>(await get(R('role_list', 'mode=T1')));
    expect(list.data.list.reduce((s, r) => s + r.TotalCnt, 0)).toBe(5);
    // Each row as stored: the season view comes back as JSON (decision 0215), damage a bigint.
    const season = currentSeason(startedSeasons(now), now)!.Code;
    const stored = await t.store.db.selectFrom('character_stats').selectAll().where('uid', '=', me).where('mode', '=', 'T1').where('season', '=', season).execute();
    expect(list.data.list.map((r) => [r.Id, r.TotalCnt, r.WinCnt, r.Kills, r.AvgDamage]).sort()).toEqual(
      stored.map((c) => [c.character, c.games, c.wins, c.kills, Math.round(Number(c.damage) / c.games)]).sort(),
    );
    const days = await t.store.db.selectFrom('ladder_days').select(['day', 'score']).where('uid', '=', me).where('mode', '=', 'T1').where('season', '=', season).execute();
    const map = body<{ T1: { ScoreMap: Record<string, number> } }>(await get(R('battle_summary'))).data.T1.ScoreMap;
    expect(map).toEqual(Object.fromEntries(days.map((d) => [String(d.day), d.score])));
    const msg = body<{ Stat: { TotalCnt: number }; Recent: unknown[] }>(await get(R('role_message', `id=${list.data.list[0]!.Id}&mode=T1`)));
    expect(msg.data.Stat.TotalCnt).toBe(list.data.list[0]!.TotalCnt);
    expect(msg.data.Recent.length).toBe(msg.data.Stat.TotalCnt);
    const report = body<{ T1: { Percentile: number | null; BestStreak: number; TopRoles: unknown[] }; T2: { Placed: boolean } }>(await get(R('battle_seasonsummary')));
    expect(report.data.T1.Percentile).not.toBeNull();
    expect(report.data.T2.Placed).toBe(false);
  });

  it('ranks the role within its region without counting the ladder', async () => {
    const res = body<{ Percent: number; Rank: number; Total: number; Region: string }>(await get(R('rand_percent', 'mode=T1')));
    const ladders = await t.store.db.selectFrom('ladders').select(['uid', 'score']).where('mode', '=', 'T1').where('games', '>=', 3).where('region', '=', res.data.Region).execute();
    const mine = ladders.find((l) => l.uid === me)!.score;
    expect(res.data.Total).toBe(ladders.length);
    expect(res.data.Rank).toBe(ladders.filter((l) => l.score > mine).length + 1);
    expect(res.data.Percent).toBeCloseTo((ladders.filter((l) => l.score < mine).length / ladders.length) * 100, 1);
  });

  it('shows the top 100 above 3500 per region', async () => {
    const season = currentSeason(startedSeasons(now), now)!.Code;
    await t.store.db
      .insertInto('ladders')
      .values([3400, 3600, 5000, 4200].map((score, i) => ({ uid: `8100000${i}`, mode: 'T2', season, region: 'JP', start_score: score, score, max_score: score, games: 30, wins: 20, streak: 0, best_streak: 3, last_match_at: null, last_match_id: null })))
      .execute();
    const board = body<{ list: { Rank: number; Uid: string; Score: number }[] }>(await get(R('ranking_list', 'mode=T2&region=JP'), false));
    expect(board.data.list.map((e) => [e.Rank, e.Score])).toEqual([[1, 5000], [2, 4200], [3, 3600]]);
    const withMine = body<{ Mine: { Region: string } | null; Regions: string[] }>(await get(R('ranking_list_new', 'mode=T1')));
    expect(withMine.data.Mine?.Region).toBeTruthy();
  });

  it('answers bad input with a parameter error and 402 without a role', async () => {
    for (const q of ['mode=T3', 'page=0', 'size=999', 'season=abc', 'season=1', 'bogus=1']) {
      const res = await get(R('battle_list', q));
      expect([1014, 1018], q).toContain(body(res).code);
    }
    expect(body(await get(R('battle_detail1v1', 'id=')).then((r) => r)).code).toBe(1014);
    expect(body(await get(R('role_message', 'id=zz'))).code).toBe(1014);
    await t.app.inject({ method: 'POST', url: '/api/record/unbind-role', headers: auth(token), payload: { role_id: me } });
    expect(body(await get(R('battle_list'))).code).toBe(402);
    expect(body(await get(R('battle_summary'))).code).toBe(402);
  });
});
