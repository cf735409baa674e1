import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import type { ActStatus, Claim, ClaimState } from '@mecha/shared/pay/act';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import { errorMessage } from '@mecha/shared/errors/messages';
import { DB_KINDS } from '../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { deliverDue } from '../welfare/delivery.job.ts';
import { SimGameGateway } from '../../game/sim/sim-gateway.ts';
import { caller, paidOrder, playerOf, type Player } from './act.fixtures.ts';
import { STATUS_CACHE_MS } from './act.service.ts';

type Init = { event: { id: string; title: string; currency: string; state: string; claimEndsAt: number; tiers: { id: string; threshold: string; prizes: { name: string; physical: boolean }[] }[] } | null };
const DEC = new Date('2026-12-01T04:00:00Z');

describe.each(DB_KINDS)('cumulative top-up: init, status, claims (%s)', (kind) => {
  let t: TestApp;
  let cn: Player;
  beforeAll(async () => {
    t = await makeTestApp(kind, { seedContent: true, sessionTtlDays: 365 });
    t.clock.set(DEC);
    cn = await playerOf(t, 'cn');
  });
  afterAll(() => t.close());

  const states = async (p: Player) => {
    const s = await caller(t, p)<ActStatus>('GET', API.actStatus);
    expect(s.code, JSON.stringify(s)).toBe(0);
    return { total: s.data.total, states: Object.fromEntries(s.data.tiers.map((x) => [x.tierId, x.state])) as Record<string, ClaimState>, data: s.data };
  };
  const claim = (p: Player, tierId: string, lang = 'en') => caller(t, p, lang)<Claim>('POST', API.actChargeGift, { tierId });

  it("answers the edition's event to visitors, in their language, and the role's own (TWD for Taiwan) to players", async () => {
    const jp = await caller(t, null, 'ja')<Init>('GET', API.actInit, undefined, { headers: { 'x-game-code': 'jp' } });
    expect(jp.data.event).toMatchObject({ id: 'topup-2026-winter-jp', title: '累計チャージ特典', currency: 'JPY', state: 'open' });
    expect(jp.data.event!.tiers.map((x) => x.threshold)).toEqual(['1000', '3000', '10000', '20000']);
    expect(jp.data.event!.tiers.map((x) => x.prizes.some((p) => p.physical))).toEqual([false, false, true, true]);
    const visitor = await caller(t, null, 'zh-CN')<Init>('GET', API.actInit);
    expect(visitor.data.event).toMatchObject({ id: 'topup-2026-winter-cn', currency: 'CNY' });
    expect(visitor.data.event!.tiers.map((x) => x.threshold)).toEqual(['30.00', '98.00', '328.00', '648.00', '1296.00']);
    const tw = await playerOf(t, 'hk', { region: 'TW' });
    const twInit = await caller(t, tw, 'zh-HK')<Init>('GET', API.actInit, undefined, { headers: { 'x-game-code': 'hk' } });
    expect(twInit.data.event).toMatchObject({ id: 'topup-2026-winter-tw', currency: 'TWD', title: '累積儲值好禮' });
    expect((await caller(t, cn)<Init>('GET', API.actInit, undefined, { headers: { 'x-game-code': 'jp' } })).data.event!.id).toBe('topup-2026-winter-cn');
  });

  it('counts only successful, unrefunded orders in the event currency paid inside the window', async () => {
    expect(await states(cn)).toMatchObject({ total: '0.00', states: { 'tier-1': 'locked', 'tier-5': 'locked' } });
    const start = new Date('2026-10-31T16:00:00Z');
    await paidOrder(t, cn, 'CNY', 600, new Date(start.getTime() - 1000)); // before the window
    await paidOrder(t, cn, 'CNY', 9800, DEC, { state: 'failed' });
    await paidOrder(t, cn, 'CNY', 9800, DEC, { state: 'timeout' });
    await paidOrder(t, cn, 'CNY', 9800, DEC, { refundedAt: DEC });
    await paidOrder(t, cn, 'HKD', 9800, DEC);
    t.clock.advance(STATUS_CACHE_MS);
    expect((await states(cn)).total).toBe('0.00');
    await paidOrder(t, cn, 'CNY', 600, start); // the first instant counts
    await paidOrder(t, cn, 'CNY', 3000, DEC);
    // A status is kept 3 s; a payment (written here behind the services' back) shows once it is read afresh.
    expect((await states(cn)).total).toBe('0.00');
    t.clock.advance(STATUS_CACHE_MS);
    expect(await states(cn)).toMatchObject({ total: '36.00', states: { 'tier-1': 'claimable', 'tier-2': 'locked' } });
  });

  it('claims a tier once: mail through the outbox, an inbox message, the claim in the record', async () => {
    const ok = await claim(cn, 'tier-1');
    expect(ok.code, JSON.stringify(ok)).toBe(0);
    expect(ok.data).toMatchObject({ tierId: 'tier-1', uid: cn.uid, delivery: 'pending', addressState: null, addressDueAt: null, address: null });
    const again = await claim(cn, 'tier-1');
    expect([again.status, again.code]).toEqual([409, ERRORS.alreadyClaimed.code]);
    expect((await states(cn)).states['tier-1']).toBe('claimed');
    const grants = await t.store.db.selectFrom('reward_grants').select(['id', 'source', 'ref']).where('owner', '=', cn.uid).execute();
    expect(grants).toEqual([{ id: grants[0]!.id, source: 'tier', ref: 'topup-2026-winter-cn/tier-1' }]);
    const mails = await t.store.db.selectFrom('mail_outbox').select(['title']).where('grant_id', '=', grants[0]!.id).execute();
    expect(mails).toEqual([{ title: '累计充值好礼·累充 30.00 CNY' }]);
    const messages = await t.store.db.selectFrom('messages').select('id').where('grant_id', '=', grants[0]!.id).execute();
    expect(messages).toHaveLength(1);
    await deliverDue(t.store.db, new SimGameGateway(t.store.db, t.clock), t.clock);
    const record = await caller(t, cn, 'ja')<{ list: Claim[] }>('GET', API.actRecord);
    expect(record.data.list).toHaveLength(1);
    expect(record.data.list[0]).toMatchObject({ tierId: 'tier-1', delivery: 'delivered', prizes: [{ name: 'コイン', qty: 3000 }, { name: '経験値ブースター', qty: 2 }] });
  });

  it('refuses unknown tiers, tiers not reached, and says so in the request language', async () => {
    const unknown = await claim(cn, 'tier-9');
    expect([unknown.status, unknown.code]).toEqual([404, ERRORS.actTierUnknown.code]);
    expect((await claim(cn, 'Tier 1!')).code).toBe(ERRORS.actTierUnknown.code);
    expect((await caller(t, cn)('POST', API.actChargeGift, {})).code).toBe(ERRORS.actTierUnknown.code);
    for (const lang of ['zh-CN', 'zh-HK', 'en', 'ja'] as const) {
      const short = await claim(cn, 'tier-2', lang);
      expect([short.status, short.code, short.msg]).toEqual([409, ERRORS.actTierNotReached.code, errorMessage('actTierNotReached', lang)]);
    }
    expect(await t.store.db.selectFrom('act_claims').select('id').where('role_uid', '=', cn.uid).execute()).toHaveLength(1);
  });

  it('needs a login for status and claims, and a bound role', async () => {
    expect((await caller(t, null)('GET', API.actStatus)).code).toBe(ERRORS.loginRequired.code);
    expect((await caller(t, null)('POST', API.actChargeGift, { tierId: 'tier-1' })).code).toBe(ERRORS.loginRequired.code);
    expect((await caller(t, null)('GET', API.actRecord)).code).toBe(ERRORS.loginRequired.code);
    expect((await caller(t, { ...cn, token: 'x'.repeat(43) })('GET', API.actStatus)).code).toBe(ERRORS.loginExpired.code);
  });

  it('refuses claims before the event starts and after its claim grace; claims during the grace', async () => {
    const p = await playerOf(t, 'cn', { skip: [cn.uid] });
    await paidOrder(t, p, 'CNY', 3000, new Date('2027-01-31T15:59:59Z')); // the window's last second
    t.clock.set('2026-10-31T15:59:59Z');
    const early = await claim(p, 'tier-1');
    expect([early.status, early.code]).toEqual([409, ERRORS.actNotStarted.code]);
    expect((await caller(t, null, 'zh-CN')<Init>('GET', API.actInit)).data.event).toMatchObject({ state: 'upcoming' });
    expect((await states(p)).states['tier-1']).toBe('locked');
    t.clock.set('2027-02-07T15:59:59Z'); // ends + 7 days − 1 s
    const grace = await caller(t, null, 'zh-CN')<Init>('GET', API.actInit);
    expect(grace.data.event).toMatchObject({ state: 'ended', claimEndsAt: Date.parse('2027-02-07T16:00:00Z') / 1000 });
    expect((await states(p)).states).toMatchObject({ 'tier-1': 'claimable', 'tier-2': 'locked' });
    expect((await claim(p, 'tier-1')).code).toBe(0);
    t.clock.set('2027-02-07T16:00:00Z');
    const late = await claim(p, 'tier-1');
    expect([late.status, late.code]).toEqual([409, ERRORS.actEnded.code]);
    expect((await caller(t, null, 'zh-CN')<Init>('GET', API.actInit)).data.event).toBeNull();
    expect((await states(p)).data).toMatchObject({ eventId: null, tiers: [] });
    t.clock.set(DEC);
  });
});
