import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITIONS } from '@mecha/shared/editions';
import { DISTRIBUTION_BAND, RANK_EDGES } from '@mecha/shared/record/distribution';
import { DB_KINDS } from '../../../test/test-db.ts';
import { auth, body, loginWithCode, makeTestApp, sampleUids, type TestApp } from '../../../test/test-app.ts';
import { duel, postMatches } from '../../../test/matches.ts';
import { bandsOf, mergeDistributions } from './distribution.ts';
import { standingIn } from './standing.ts';

const R = (call: string, q = '') => `/api/record/${call}${q ? `?${q}` : ''}`;

describe('distribution arithmetic', () => {
  const a = { scores: [100, 250, 900], below: [0, 2, 3], total: 7 };
  const b = { scores: [250, 1000], below: [0, 1], total: 3 };

  it('merges regions per score and keeps the percentile rule', () => {
    const m = mergeDistributions([a, b]);
    expect(m).toEqual({ scores: [100, 250, 900, 1000], below: [0, 2, 4, 8], total: 10 });
    expect(standingIn(m, 900, true)).toEqual({ Percent: 40, Rank: 3, Total: 10, Placed: true });
    expect(mergeDistributions([a])).toBe(a);
  });

  it('cuts consecutive bands from the lowest to the highest occupied one', () => {
    const bands = bandsOf(mergeDistributions([a, b]));
    expect(bands[0]).toEqual({ From: 0, Count: 2 });
    expect(bands.at(-1)).toEqual({ From: 1000, Count: 2 });
    expect(bands).toHaveLength(1000 / DISTRIBUTION_BAND + 1);
    expect(bands.reduce((n, x) => n + x.Count, 0)).toBe(10);
    expect(bandsOf({ scores: [], below: [], total: 0 })).toEqual([]);
  });
});

describe.each(DB_KINDS)('where I stand and freshness (%s)', (kind) => {
  let t: TestApp;
  let me: string;
  let token: string;
  let now: number;
  beforeAll(async () => {
    t = await makeTestApp(kind);
    now = Math.floor(t.clock.now().getTime() / 1000);
    [me] = (await sampleUids(t.app, 1)) as [string];
    token = await loginWithCode(t.app, me);
    const rivals = ['80000011', '80000012', '80000013'];
    const ms = rivals.map((r, i) => duel(`st-${i}`, now - 600 + i * 60, me, r, i % 2 ? 'loser' : 'winner'));
    expect(body(await postMatches(t.app, ms, { nowS: now })).code).toBe(0);
  });
  afterAll(() => t.close());

  const get = (url: string, withToken = true) => t.app.inject({ url, headers: withToken ? auth(token) : {} });

  it("answers the region's bands with the role's place, agreeing with rand_percent", async () => {
    const dist = body<Record<string, any>>(await get(R('score-distribution', 'mode=T1'))).data;
    const rand = body<Record<string, any>>(await get(R('rand_percent', 'mode=T1'))).data;
    expect(dist).toMatchObject({ Scope: 'region', Area: rand.Region, Mode: 'T1', Band: DISTRIBUTION_BAND, Total: rand.Total, RankEdges: [...RANK_EDGES] });
    expect(dist.Mine).toMatchObject({ Percent: rand.Percent, Rank: rand.Rank, Placed: true });
    expect(dist.Mine.Bucket).toBe(Math.floor(dist.Mine.Score / DISTRIBUTION_BAND) * DISTRIBUTION_BAND);
    expect(dist.Buckets.reduce((n: number, b: { Count: number }) => n + b.Count, 0)).toBe(dist.Total);
    expect(dist.Buckets.some((b: { From: number; Count: number }) => b.From === dist.Mine.Bucket && b.Count > 0)).toBe(true);
  });

  it('sums the whole edition, which holds at least the region', async () => {
    const region = body<Record<string, any>>(await get(R('score-distribution', 'mode=T1&scope=region'))).data;
    const edition = body<Record<string, any>>(await get(R('score-distribution', 'mode=T1&scope=edition'))).data;
    expect(edition.Scope).toBe('edition');
    expect((EDITIONS as Record<string, { regions: readonly string[] }>)[edition.Area]!.regions).toContain(region.Area);
    expect(edition.Total).toBeGreaterThanOrEqual(region.Total);
    expect(edition.Mine.Score).toBe(region.Mine.Score);
    expect(edition.Mine.Rank).toBeGreaterThanOrEqual(region.Mine.Rank);
  });

  it('gives a visitor the distribution without a marker, and bounds the query', async () => {
    const res = body<Record<string, any>>(await get(R('score-distribution', 'mode=T2&scope=edition'), false));
    expect(res.code).toBe(0);
    expect(res.data.Mine).toBeNull();
    expect((await get(R('score-distribution', 'scope=world'))).statusCode).toBe(400);
    expect((await get(R('score-distribution', 'season=0'))).statusCode).toBe(400);
  });

  it("lists finished seasons' percentiles by the season report's rule", async () => {
    const list = body<{ list: Record<string, any>[] }>(await get(R('season-percentiles'))).data.list;
    const current = body<{ current: number }>(await get(R('season_list'), false)).data.current;
    expect(list.every((p) => p.Season < current)).toBe(true);
    for (const p of list.slice(0, 2)) {
      const report = body<Record<string, any>>(await get(R('battle_seasonsummary', `season=${p.Season}`))).data;
      expect(report[p.Mode].Percentile).toBe(p.Percent);
      expect(report[p.Mode].FinalScore).toBe(p.FinalScore);
    }
    expect((await get(R('season-percentiles'), false)).statusCode).toBe(401);
  });

  it('says how fresh record and ranking answers are', async () => {
    const summary = body<Record<string, any>>(await get(R('battle_summary'))).data;
    const newest = await t.store.db.selectFrom('ladders').select('last_match_at').where('uid', '=', me).orderBy('last_match_at', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(summary.UpdatedAt).toBe(Math.floor(new Date(newest.last_match_at!).getTime() / 1000));
    expect(body<Record<string, any>>(await get(R('battle_summary'), false)).data.UpdatedAt).toBeNull();
    expect(body<Record<string, any>>(await get(R('battle_seasonsummary'))).data.UpdatedAt).toBe(summary.UpdatedAt);
    expect(body<Record<string, any>>(await get(R('role_list', 'mode=T1'))).data.UpdatedAt).toBe(summary.UpdatedAt);
    const board = body<Record<string, any>>(await get(R('ranking_list_new', 'mode=T1'))).data;
    expect(board.ComputedAt).toBeGreaterThan(now - 60);
    expect(board.ComputedAt).toBeLessThanOrEqual(Math.floor(t.clock.now().getTime() / 1000));
  });
});
