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
});
