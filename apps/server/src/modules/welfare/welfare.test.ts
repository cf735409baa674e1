import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameGateway } from '../../game/gateway.ts';
import { SimGameGateway } from '../../game/sim/sim-gateway.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { auth, body, loginWithCode, makeTestApp, sampleUids, type TestApp } from '../../../test/test-app.ts';
import { deliverDue } from './delivery.job.ts';

type Status = { packs: { Id: string; State: string; ResetsAt: number | null; Delivery: string | null }[]; Subscribed: boolean; TimeZone: string };

describe.each(DB_KINDS)('welfare: rewards delivered exactly once (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  let uid: string;
  beforeAll(async () => {
    t = await makeTestApp(kind, { seedContent: true });
    [uid] = (await sampleUids(t.app, 1)) as [string];
    token = await loginWithCode(t.app, uid);
  });
  afterAll(() => t.close());

  const status = async () => body<Status>(await t.app.inject({ url: '/api/welfare/status', headers: auth(token) })).data;
  const claim = (pack: string) => t.app.inject({ method: 'POST', url: `/api/welfare/${pack}`, headers: auth(token) });
  const state = async (pack: string) => (await status()).packs.find((p) => p.Id === pack)!;
  const grants = (ref: string) => t.store.db.selectFrom('reward_grants').select('id').where('owner', '=', uid).where('ref', '=', ref).execute();

  it('claims the newcomer pack once, with its mail and inbox message', async () => {
    expect((await status()).packs.map((p) => [p.Id, p.State])).toEqual([['xslb', 'claimable'], ['qzlb', 'claimable'], ['mzlb', 'claimable'], ['dylb', 'locked']]);
    expect(body(await claim('xslb')).code).toBe(0);
    const again = await claim('xslb');
    expect(body(again)).toMatchObject({ code: 6001 });
    expect(again.statusCode).toBe(409);
    expect(await state('xslb')).toMatchObject({ State: 'claimed', Delivery: 'pending' });
    expect(body<{ Unread: number }>(await t.app.inject({ url: '/api/message/unread', headers: auth(token) })).data.Unread).toBe(1);
  });

  it('gives exactly one grant and one mail for 100 simultaneous identical claims of each pack', async () => {
    await t.app.inject({ method: 'POST', url: '/api/welfare/subscribe', headers: auth(token) });
    for (const pack of ['qzlb', 'mzlb', 'dylb']) {
      const results = await Promise.all(Array.from({ length: 100 }, (_, i) => t.app.inject({ method: 'POST', url: `/api/welfare/${pack}`, headers: auth(token), remoteAddress: `10.8.${i}.1` })));
      const codes = results.map((r) => body(r).code);
      expect(codes.filter((c) => c === 0), `${pack} ${[...new Set(codes)]} ${results[0]!.body}`).toHaveLength(1);
      expect(codes.every((c) => c === 0 || c === 6001 || c === 1002), pack).toBe(true);
      expect(await grants(pack)).toHaveLength(1);
    }
    const outbox = await t.store.db.selectFrom('mail_outbox').select('id').where('role_uid', '=', uid).execute();
    expect(outbox).toHaveLength(4);
  });

  it('delivers every mail exactly once even when the game fails half the time', async () => {
    const sim = new SimGameGateway(t.store.db, t.clock);
    let calls = 0;
    const flaky: GameGateway = {
      mode: 'sim',
      lookupRole: (u) => sim.lookupRole(u),
      creditTopUp: (u, credit) => sim.creditTopUp(u, credit),
      // Every other call fails; some failures happen after the game already stored the mail.
      sendMail: async (u, mail) => {
        calls++;
        if (calls % 4 === 0) {
          await sim.sendMail(u, mail);
          throw new Error('lost the answer');
        }
        if (calls % 2 === 0) throw new Error('game unavailable');
        await sim.sendMail(u, mail);
      },
    };
    for (let round = 0; round < 30; round++) {
      await deliverDue(t.store.db, flaky, t.clock);
      t.clock.advance(11 * 60_000);
    }
    const pending = await t.store.db.selectFrom('mail_outbox').select('id').where('status', '=', 'pending').execute();
    expect(pending).toEqual([]);
    const mails = await t.store.db.selectFrom('sim_mail').select('dedupe_key').where('uid', '=', uid).where('kind', '=', 'reward').execute();
    expect(mails).toHaveLength(4);
    expect(new Set(mails.map((m) => m.dedupe_key)).size).toBe(4);
    expect(await state('xslb')).toMatchObject({ Delivery: 'delivered' });
  });

  it('resets the daily pack at 00:00 and the weekly one on Thursday 00:00 in the role’s business time', async () => {
    // A second player, so the first one's tap-storm budget does not get in the way.
    const other = (await sampleUids(t.app, 2))[1]!;
    const otherToken = await loginWithCode(t.app, other);
    const claim = (pack: string) => t.app.inject({ method: 'POST', url: `/api/welfare/${pack}`, headers: auth(otherToken) });
    const status = async () => body<Status>(await t.app.inject({ url: '/api/welfare/status', headers: auth(otherToken) })).data;
    for (const pack of ['qzlb', 'mzlb']) expect(body(await claim(pack)).code).toBe(0);
    const s = await status();
    const daily = s.packs.find((p) => p.Id === 'qzlb')!;
    const weekly = s.packs.find((p) => p.Id === 'mzlb')!;
    expect([daily.State, weekly.State]).toEqual(['claimed', 'claimed']);
    t.clock.set(daily.ResetsAt! * 1000 - 1000);
    expect(body(await claim('qzlb')).code).toBe(6001);
    t.clock.set(daily.ResetsAt! * 1000);
    expect(body(await claim('qzlb')).code).toBe(0);
    const thursday = new Intl.DateTimeFormat('en-US', { timeZone: s.TimeZone, weekday: 'short', hour: '2-digit', hourCycle: 'h23' }).format(new Date(weekly.ResetsAt! * 1000));
    expect(thursday.replace(',', '')).toBe('Thu 00');
    t.clock.set(weekly.ResetsAt! * 1000);
    expect(body(await claim('mzlb')).code).toBe(0);
    // The newcomer pack never resets.
    expect(body(await claim('xslb')).code).toBe(0);
    t.clock.advance(20 * 86_400_000);
    expect(body(await claim('xslb')).code).toBe(6001);
  });

  it('runs the message centre: list, detail, read, read all', async () => {
    const list = body<{ list: { Id: number; Title: string; Read: boolean; Delivery: string }[] }>(await t.app.inject({ url: '/api/message/list?size=50', headers: { ...auth(token), 'accept-language': 'ja' } })).data.list;
    expect(list).toHaveLength(4);
    expect(list.some((m) => m.Title === 'ビギナーパック')).toBe(true);
    const unread = body<{ Unread: number }>(await t.app.inject({ url: '/api/message/unread', headers: auth(token) })).data.Unread;
    const read = body<{ Unread: number }>(await t.app.inject({ method: 'POST', url: '/api/message/read', headers: auth(token), payload: { id: list[0]!.Id } }));
    expect(read.data.Unread).toBe(unread - 1);
    expect(body<{ Read: boolean }>(await t.app.inject({ url: `/api/message/detail?id=${list[0]!.Id}`, headers: auth(token) })).data.Read).toBe(true);
    expect(body<{ Unread: number }>(await t.app.inject({ method: 'POST', url: '/api/message/read-all', headers: auth(token) })).data.Unread).toBe(0);
    expect(body(await t.app.inject({ method: 'POST', url: '/api/message/read', headers: auth(token), payload: { id: 999_999 } })).code).toBe(1015);
    expect(body(await t.app.inject({ method: 'POST', url: '/api/message/read', headers: auth(token), payload: { id: 'x' } })).code).toBe(1014);
    expect(body(await t.app.inject({ url: '/api/message/unread' })).code).toBe(401);
    expect(body(await t.app.inject({ method: 'POST', url: '/api/welfare/xslb' })).code).toBe(401);
  });
});
