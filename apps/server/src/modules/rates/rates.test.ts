import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../../test/test-db.ts';
import { body, makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { duel, postMatches, twos } from '../../../test/matches.ts';
import { refreshRates } from './rates.job.ts';

type Rate = { Id: string; Games: number; WinRate: number; PickRate: number; BanRate: number; LowSample: boolean };

describe.each(DB_KINDS)('character rankings (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    // 1v1: c01 beats c02 three times out of four. 2v2: two matches banning c07 and c12.
    const ms = [
      duel('r1', now - 4000, '50000001', '50000002'),
      duel('r2', now - 3000, '50000001', '50000002'),
      duel('r3', now - 2000, '50000001', '50000002'),
      { ...duel('r4', now - 1000, '50000002', '50000001'), sides: duel('r4', now - 1000, '50000002', '50000001').sides.map((s, i) => ({ ...s, players: s.players.map((p) => ({ ...p, character: i === 0 ? 'c02' : 'c01' })) })) },
      twos('r5', now - 900, ['50000003', '50000004'], ['50000005', '50000006']),
      twos('r6', now - 800, ['50000003', '50000004'], ['50000005', '50000006']),
    ];
    await postMatches(t.app, ms, { nowS: now });
    await refreshRates(t.store.db, t.clock);
  });
  afterAll(() => t.close());

  it('computes win, pick and ban rates with sample sizes, per mode, tier and period', async () => {
    const t1 = body<{ Matches: number; list: Rate[] }>(await t.app.inject({ url: '/api/record/hot-rank-list?mode=T1&tier=all&period=7d' })).data;
    expect(t1.Matches).toBe(4);
    expect(t1.list).toHaveLength(16);
    expect(t1.list.find((r) => r.Id === 'c01')).toMatchObject({ Games: 4, WinRate: 0.75, PickRate: 1, BanRate: 0, LowSample: true });
    expect(t1.list.find((r) => r.Id === 'c02')).toMatchObject({ Games: 4, WinRate: 0.25, PickRate: 1 });
    expect(t1.list.find((r) => r.Id === 'c09')).toMatchObject({ Games: 0, WinRate: 0, PickRate: 0 });
    const t2 = body<{ Matches: number; list: Rate[] }>(await t.app.inject({ url: '/api/record/hot-rank-list?mode=T2&period=season' })).data;
    expect(t2.Matches).toBe(2);
    expect(t2.list.find((r) => r.Id === 'c07')).toMatchObject({ BanRate: 1, Games: 0 });
    expect(t2.list.find((r) => r.Id === 'c03')).toMatchObject({ WinRate: 1, PickRate: 1 });
    // New ladders start at 0: every match here is a Meteor match.
    const meteor = body<{ Matches: number }>(await t.app.inject({ url: '/api/record/hot-rank-list?mode=T1&tier=meteor' })).data;
    expect(meteor.Matches).toBe(4);
    const star = body<{ Matches: number }>(await t.app.inject({ url: '/api/record/hot-rank-list?mode=T1&tier=star' })).data;
    expect(star.Matches).toBe(0);
    const one = body<{ tiers: { Tier: string; Games: number }[] }>(await t.app.inject({ url: '/api/record/hot-rank?id=c01&mode=T1' })).data;
    expect(one.tiers.find((x) => x.Tier === 'meteor')?.Games).toBe(4);
    expect(body(await t.app.inject({ url: '/api/record/hot-rank-list?tier=legend' })).code).toBe(1014);
  });

  // Decision 0199: a run folds only the hours ingest marked; what it shows must equal a fold of everything.
  const snapshot = () => t.store.db.selectFrom('character_rates').selectAll().orderBy(['period', 'mode', 'tier', 'character']).execute();
  // From the table: the rankings' answers are cached a while.
  const c01Games = async () =>
    (await t.store.db.selectFrom('character_rates').select('games').where('period', '=', '7d').where('mode', '=', 'T1').where('tier', '=', 'all').where('character', '=', 'c01').executeTakeFirst())?.games;

  it('adds a new batch by folding only its hours, and agrees with a fold of every hour', async () => {
    const now = Math.floor(t.clock.now().getTime() / 1000);
    // An hour no batch touches again: a row changed by hand stays as it is, so the run did not recompute it.
    const hourAgo = new Date(Math.floor((now - 4000) / 3600) * 3600 * 1000);
    const beforeHand = await t.store.db.selectFrom('character_rate_hours').select('games').where('hour', '=', hourAgo).where('character', '=', 'c01').executeTakeFirst();
    expect(beforeHand).toBeDefined();
    await t.store.db.updateTable('character_rate_hours').set({ games: 1000 }).where('hour', '=', hourAgo).where('character', '=', 'c01').execute();
    await postMatches(t.app, [duel('r7', now - 60, '50000007', '50000008'), duel('r8', now - 30, '50000007', '50000008')], { nowS: now });
    const marks = await t.store.db.selectFrom('character_rate_dirty').select('hour').execute();
    expect(marks.map((m) => new Date(m.hour!).getTime() / 1000 % 3600)).toEqual(marks.map(() => 0));
    await refreshRates(t.store.db, t.clock);
    expect(await t.store.db.selectFrom('character_rate_dirty').selectAll().execute()).toEqual([]);
    const changedByHand = await c01Games();
    expect(changedByHand).toBeGreaterThan(1000);

    // The hand-made row undone, an incremental run and a full fold (the null mark) give the same rankings.
    await t.store.db.updateTable('character_rate_hours').set({ games: beforeHand!.games }).where('hour', '=', hourAgo).where('character', '=', 'c01').execute();
    await t.store.db.insertInto('character_rate_dirty').values({ hour: hourAgo }).execute();
    await refreshRates(t.store.db, t.clock);
    const incremental = await snapshot();
    expect(await c01Games()).toBe(6);
    await t.store.db.deleteFrom('character_rate_hours').execute();
    await t.store.db.insertInto('character_rate_dirty').values({ hour: null }).execute();
    await refreshRates(t.store.db, t.clock);
    expect(await snapshot()).toEqual(incremental);
  });

  it('marks the hours of lines a late match re-scores, and drops hours older than the longest period', async () => {
    const now = Math.floor(t.clock.now().getTime() / 1000);
    await refreshRates(t.store.db, t.clock);
    // A match that ended before r1 for the same two roles: their later lines are re-scored, in other hours.
    await postMatches(t.app, [duel('r0', now - 3 * 3600, '50000001', '50000002')], { nowS: now });
    const hours = new Set((await t.store.db.selectFrom('character_rate_dirty').select('hour').execute()).map((m) => new Date(m.hour!).getTime()));
    expect(hours.has(Math.floor((now - 3 * 3600) / 3600) * 3600_000)).toBe(true);
    expect(hours.has(Math.floor((now - 4000) / 3600) * 3600_000)).toBe(true);
    // An hour row from long ago (no period reaches it) goes.
    const old = new Date((Math.floor(now / 3600) - 24 * 400) * 3600_000);
    await t.store.db.insertInto('character_rate_hours').values({ hour: old, mode: 'T1', tier: 'meteor', character: 'c01', games: 1, wins: 1, picks: 1, bans: 0 }).execute();
    await refreshRates(t.store.db, t.clock);
    expect(await t.store.db.selectFrom('character_rate_hours').select('hour').where('hour', '=', old).execute()).toEqual([]);
    expect(await c01Games()).toBe(7);
  });
});
