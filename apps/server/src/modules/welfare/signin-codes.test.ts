import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_OPERATOR_TOKEN } from '../../config.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { auth, body, loginWithCode, makeTestApp, sampleUids, type TestApp } from '../../../test/test-app.ts';
import { duel, postMatches } from '../../../test/matches.ts';

const DAY = 86_400_000;
const ops = { authorization: `Operator ${DEV_OPERATOR_TOKEN}` };
const items = [{ id: 'coin', qty: 100, names: { en: 'Coins' } }];

describe.each(DB_KINDS)('sign-in, codes and the weekly reward (%s)', (kind) => {
  let t: TestApp;
  let uids: string[];
  let tokens: string[];
  beforeAll(async () => {
    t = await makeTestApp(kind, { seedContent: true });
    // Mid-week, mid-day in Shanghai, so the days below do not straddle anything else.
    t.clock.set('2026-11-18T04:00:00Z');
    uids = await sampleUids(t.app, 4);
    tokens = [];
    for (const uid of uids) tokens.push(await loginWithCode(t.app, uid));
  });
  afterAll(() => t.close());

  const post = (url: string, token: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: auth(token), ...(payload ? { payload } : {}) });

  it('signs in once a business day, seven times in all, even under a burst', async () => {
    // 20 taps: within the tap-storm budget (30 a minute), so each one reaches the database.
    const burst = await Promise.all(Array.from({ length: 20 }, () => post('/api/welfare/checkin', tokens[0]!)));
    expect(burst.filter((r) => body(r).code === 0)).toHaveLength(1);
    expect(burst.every((r) => [0, 6001, 1002].includes(body(r).code))).toBe(true);
    for (let day = 2; day <= 7; day++) {
      t.clock.advance(DAY);
      const res = body<{ Signed: number; Today: string }>(await post('/api/welfare/checkin', tokens[0]!));
      expect(res.data).toMatchObject({ Signed: day });
    }
    const tasks = body<{ signin: { Today: string; days: { Signed: boolean }[] } }>(await t.app.inject({ url: '/api/welfare/tasks', headers: auth(tokens[0]!) })).data;
    expect(tasks.signin.Today).toBe('complete');
    expect(tasks.signin.days.every((d) => d.Signed)).toBe(true);
    t.clock.advance(DAY);
    expect(body(await post('/api/welfare/checkin', tokens[0]!)).code).toBe(6004);
    const grants = await t.store.db.selectFrom('reward_grants').select('ref').where('source', '=', 'signin').execute();
    expect(grants.map((g) => g.ref).sort()).toEqual(['day-1', 'day-2', 'day-3', 'day-4', 'day-5', 'day-6', 'day-7']);
  });

  it('redeems codes with every failure explained', async () => {
    const batch = (id: string, extra: object) => t.app.inject({ method: 'POST', url: '/api/ops/code-batches', headers: ops, payload: { id, titles: { en: id }, items, ...extra } });
    expect(body(await batch('live-2026', { code: 'LIVE2026', maxUses: 2 })).code).toBe(0);
    const oneUse = body<{ codes: string[] }>(await batch('flyer-2026', { count: 3 })).data.codes;
    expect(oneUse).toHaveLength(3);
    await batch('old-2025', { code: 'OLD2025', maxUses: 10, expiresAt: Math.floor(t.clock.now().getTime() / 1000) - 1 });
    await batch('mars-only', { code: 'MARS01', maxUses: 10, edition: 'jp' });

    expect(body(await post('/api/welfare/redeem', tokens[0]!, { code: 'live2026 ' })).code).toBe(0);
    expect(body(await post('/api/welfare/redeem', tokens[0]!, { code: 'LIVE2026' })).code).toBe(6010);
    expect(body(await post('/api/welfare/redeem', tokens[1]!, { code: 'LIVE2026' })).code).toBe(0);
    expect(body(await post('/api/welfare/redeem', tokens[2]!, { code: 'LIVE2026' })).code).toBe(6009);
    expect(body(await post('/api/welfare/redeem', tokens[2]!, { code: 'NOPE' })).code).toBe(6007);
    expect(body(await post('/api/welfare/redeem', tokens[2]!, { code: 'OLD2025' })).code).toBe(6008);
    const edition = (await t.store.db.selectFrom('game_roles').select('edition').where('uid', '=', uids[2]!).executeTakeFirstOrThrow()).edition;
    expect(body(await post('/api/welfare/redeem', tokens[2]!, { code: 'MARS01' })).code).toBe(edition === 'jp' ? 0 : 6011);
    expect(body(await post('/api/welfare/redeem', tokens[2]!, { code: '' })).code).toBe(2009);

    // A one-use code tapped 60 times at once by one player, and a second player's try: one use only.
    const burst = await Promise.all([...Array.from({ length: 60 }, () => post('/api/welfare/redeem', tokens[3]!, { code: oneUse[0]! })), post('/api/welfare/redeem', tokens[2]!, { code: oneUse[0]! })]);
    expect(burst.filter((r) => body(r).code === 0)).toHaveLength(1);
    const row = await t.store.db.selectFrom('redeem_codes').select('uses').where('code', '=', oneUse[0]!).executeTakeFirstOrThrow();
    expect(row.uses).toBe(1);
  });

  it('opens the weekly ladder reward on Monday 05:00 for 10 games in the week before', async () => {
    const uid = uids[1]!;
    // Ten matches on Wednesday 18 November (Shanghai), the week that ends Monday 23 November 00:00.
    const base = Math.floor(Date.parse('2026-11-18T04:00:00Z') / 1000);
    t.clock.set('2026-11-22T20:00:00Z');
    const ms = Array.from({ length: 10 }, (_, i) => duel(`wk-${i}`, base + i * 600, uid, '59000001'));
    await postMatches(t.app, ms, { nowS: Math.floor(t.clock.now().getTime() / 1000) });
    t.clock.set('2026-11-22T20:59:59Z'); // Monday 04:59:59 in Shanghai
    const early = body<{ weekly: { State: string; Games: number } }>(await t.app.inject({ url: '/api/welfare/tasks', headers: auth(tokens[1]!) })).data.weekly;
    expect(early).toMatchObject({ Games: 0, State: 'unfinished' });
    expect(body(await post('/api/welfare/weekly-reward', tokens[1]!)).code).toBe(6006);
    t.clock.set('2026-11-22T21:00:00Z'); // Monday 05:00
    const open = body<{ weekly: { State: string; Games: number } }>(await t.app.inject({ url: '/api/welfare/tasks', headers: auth(tokens[1]!) })).data.weekly;
    expect(open).toMatchObject({ Games: 10, State: 'claimable' });
    expect(body<{ State: string }>(await post('/api/welfare/weekly-reward', tokens[1]!)).data.State).toBe('claimed');
    expect(body(await post('/api/welfare/weekly-reward', tokens[1]!)).code).toBe(6001);
  });
});
