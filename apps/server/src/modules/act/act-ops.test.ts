import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import type { Claim } from '@mecha/shared/pay/act';
import { DB_KINDS } from '../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEV_OPERATOR_TOKEN } from '../../config.ts';
import { DAY } from '../../platform/clock.ts';
import { CN_ADDRESS, caller, paidOrder, playerOf, type Player } from './act.fixtures.ts';

const NOW = new Date('2027-03-10T04:00:00Z');
const unix = (iso: string) => Date.parse(iso) / 1000;
const names = (en: string) => ({ en, 'zh-CN': en, 'zh-HK': en, ja: en });
const spring = {
  id: 'spring-2027-cn', edition: 'cn', currency: 'CNY', titles: names('Spring rewards'), rules: names('Top up, claim.'),
  startsAt: unix('2027-03-01T00:00:00+08:00'), endsAt: unix('2027-04-01T00:00:00+08:00'),
  tiers: [
    { id: 'small', thresholdMinor: 1000, prizes: [{ id: 'coin', names: names('Coins'), qty: 100 }] },
    { id: 'big', thresholdMinor: 5000, prizes: [{ id: 'mug', names: names('Mug'), qty: 1, physical: true }] },
  ],
};
type OpsClaim = { id: number; tierId: string; address: unknown; shippedAt: number | null; carrier: string | null; tracking: string | null; forfeitedAt: number | null };

describe.each(DB_KINDS)('cumulative top-up: operator calls (%s)', (kind) => {
  let t: TestApp;
  let p: Player;
  beforeAll(async () => {
    t = await makeTestApp(kind);
    t.clock.set(NOW);
    p = await playerOf(t, 'cn');
  });
  afterAll(() => t.close());

  const ops = async <T = unknown>(method: 'GET' | 'POST', url: string, payload?: unknown, token = DEV_OPERATOR_TOKEN) => {
    const res = await t.app.inject({ method, url, headers: { authorization: `Operator ${token}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
    return res.json() as { code: number; data: T; msg: string };
  };
  const claims = async (filter = 'all') => (await ops<{ list: OpsClaim[] }>('GET', `/api/ops/act/claims?eventId=${spring.id}&filter=${filter}`)).data.list;

  it('creates an event players then see, and refuses bad ones', async () => {
    expect((await ops('POST', '/api/ops/act/events', spring, 'wrong-token-wrong-token')).code).toBe(ERRORS.opsSessionRequired.code);
    expect((await ops('POST', '/api/ops/act/events', { ...spring, currency: 'JPY' })).code).toBe(ERRORS.paramError.code);
    expect((await ops('POST', '/api/ops/act/events', { ...spring, endsAt: spring.startsAt })).code).toBe(ERRORS.paramError.code);
    expect((await ops('POST', '/api/ops/act/events', { ...spring, tiers: [spring.tiers[0], spring.tiers[0]] })).code).toBe(ERRORS.paramError.code);
    expect(await ops('POST', '/api/ops/act/events', spring)).toMatchObject({ code: 0, data: { created: true } });
    const init = await caller(t, p)<{ event: { id: string; tiers: unknown[] } }>('GET', API.actInit);
    expect(init.data.event).toMatchObject({ id: spring.id, tiers: [{ id: 'small' }, { id: 'big' }] });
    const list = await ops<{ list: { id: string; tiers: number; claims: number }[] }>('GET', '/api/ops/act/events');
    expect(list.data.list).toEqual([expect.objectContaining({ id: spring.id, tiers: 2, claims: 0 })]);
  });

  it('lists claims with addresses, ships a prize with its tracking, sweeps forfeits', async () => {
    await paidOrder(t, p, 'CNY', 5000, NOW);
    const claim = async (tierId: string) => (await caller(t, p)<Claim>('POST', API.actChargeGift, { tierId })).data;
    const small = await claim('small');
    const big = await claim('big');
    expect((await ops('POST', '/api/ops/act/ship', { claimId: big.id, carrier: 'SF', tracking: 'SF123' })).code).toBe(ERRORS.fillShipping.code);
    expect((await ops('POST', '/api/ops/act/ship', { claimId: small.id, carrier: 'SF', tracking: 'SF123' })).code).toBe(ERRORS.actAddressNotNeeded.code);
    expect((await ops('POST', '/api/ops/act/ship', { claimId: 999_999, carrier: 'SF', tracking: 'SF123' })).code).toBe(ERRORS.actClaimNotFound.code);
    expect((await claims('addressNeeded')).map((c) => c.id)).toEqual([big.id]);
    expect((await caller(t, p)('POST', API.actSetAddress, { claimId: big.id, address: CN_ADDRESS })).code).toBe(0);
    expect((await claims('toShip')).map((c) => [c.id, (c.address as { phone: string }).phone])).toEqual([[big.id, '13800138000']]);
    expect((await ops('POST', '/api/ops/act/ship', { claimId: big.id, carrier: 'SF Express', tracking: 'SF123' })).code).toBe(0);
    expect(await claims('shipped')).toEqual([expect.objectContaining({ id: big.id, carrier: 'SF Express', tracking: 'SF123', shippedAt: NOW.getTime() / 1000 })]);
    expect(await claims('toShip')).toEqual([]);
    expect((await claims()).map((c) => c.tierId)).toEqual(['small', 'big']);
    // A second player's mug is never given an address: the sweep forfeits it after 7 days.
    const q = await playerOf(t, 'cn', { skip: [p.uid] });
    await paidOrder(t, q, 'CNY', 5000, NOW);
    expect((await caller(t, q)('POST', API.actChargeGift, { tierId: 'big' })).code).toBe(0);
    expect((await ops<{ forfeited: number }>('POST', '/api/ops/act/forfeit-sweep')).data.forfeited).toBe(0);
    t.clock.set(new Date(NOW.getTime() + 7 * DAY));
    expect((await ops<{ forfeited: number }>('POST', '/api/ops/act/forfeit-sweep')).data.forfeited).toBe(1);
    expect((await claims('forfeited')).map((c) => c.forfeitedAt !== null)).toEqual([true]);
    t.clock.set(NOW);
  });

  it('keeps claimed tiers, and switching an event off leaves players with no event', async () => {
    const without = { ...spring, tiers: [spring.tiers[0]] };
    const refused = await ops<{ tiersWithClaims: string[] }>('POST', '/api/ops/act/events', without);
    expect([refused.code, refused.data]).toEqual([ERRORS.conflict.code, { tiersWithClaims: ['big'] }]);
    expect((await caller(t, p)<{ event: { tiers: unknown[] } }>('GET', API.actInit)).data.event.tiers).toHaveLength(2);
    const changed = { ...spring, tiers: [{ ...spring.tiers[0], thresholdMinor: 2000 }, spring.tiers[1], { id: 'huge', thresholdMinor: 100_000, prizes: [{ id: 'coin', names: names('Coins'), qty: 9 }] }] };
    expect(await ops('POST', '/api/ops/act/events', changed)).toMatchObject({ code: 0, data: { created: false } });
    expect((await caller(t, p)<{ event: { tiers: { thresholdMinor: number }[] } }>('GET', API.actInit)).data.event.tiers.map((x) => x.thresholdMinor)).toEqual([2000, 5000, 100_000]);
    expect((await ops('POST', '/api/ops/act/events', { ...changed, active: false })).code).toBe(0);
    expect((await caller(t, p)<{ event: null }>('GET', API.actInit)).data.event).toBeNull();
    const none = await caller(t, p)('POST', API.actChargeGift, { tierId: 'huge' });
    expect([none.status, none.code]).toEqual([404, ERRORS.actNoEvent.code]);
  });
});
