import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import type { ActStatus, Claim } from '@mecha/shared/pay/act';
import { ERRORS, type ErrorKey } from '@mecha/shared/errors/catalogue';
import { errorMessage } from '@mecha/shared/errors/messages';
import { DB_KINDS } from '../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { DAY } from '../../platform/clock.ts';
import { CN_ADDRESS, caller, paidOrder, playerOf, type Player } from './act.fixtures.ts';
import { forfeitDue } from './forfeit.job.ts';

const DEC = new Date('2026-12-01T04:00:00Z');

describe.each(DB_KINDS)('cumulative top-up: physical prizes, addresses and forfeits (%s)', (kind) => {
  let t: TestApp;
  let cn: Player;
  let other: Player;
  let figure: Claim; // tier-5: an avatar frame (mailed) and a figure (shipped)
  let poster: Claim; // tier-4
  let coins: Claim; // tier-1: items only
  beforeAll(async () => {
    t = await makeTestApp(kind, { seedContent: true });
    t.clock.set(DEC);
    cn = await playerOf(t, 'cn');
    other = await playerOf(t, 'cn', { skip: [cn.uid] });
    await paidOrder(t, cn, 'CNY', 129600, DEC);
    const claim = async (tierId: string) => {
      const r = await caller(t, cn)<Claim>('POST', API.actChargeGift, { tierId });
      expect(r.code, JSON.stringify(r)).toBe(0);
      return r.data;
    };
    figure = await claim('tier-5');
    poster = await claim('tier-4');
    coins = await claim('tier-1');
  });
  afterAll(() => t.close());

  const setAddress = (p: Player, claimId: number, address: unknown, lang = 'en') => caller(t, p, lang)<Claim>('POST', API.actSetAddress, { claimId, address });
  const stateOf = async (tierId: string) => (await caller(t, cn)<ActStatus>('GET', API.actStatus)).data.tiers.find((x) => x.tierId === tierId)!.state;
  const storedAddress = async (id: number) => (await t.store.db.selectFrom('act_claims').select('address').where('id', '=', id).executeTakeFirstOrThrow()).address;

  it('gives a physical prize a 7-day address deadline and mails the virtual part of the same tier', async () => {
    expect(figure).toMatchObject({ addressState: 'needed', addressDueAt: Math.floor(DEC.getTime() / 1000) + 7 * 86_400, delivery: 'pending', address: null });
    expect(figure.prizes.map((p) => [p.id, p.physical])).toEqual([['frame-legend', false], ['figure-vanguard', true]]);
    expect(await stateOf('tier-5')).toBe('addressNeeded');
    const grants = await t.store.db.selectFrom('reward_grants').select('items').where('owner', '=', cn.uid).where('ref', '=', 'topup-2026-winter-cn/tier-5').execute();
    expect(grants.map((g) => g.items.map((i) => i.id))).toEqual([['frame-legend']]);
  });

  const bad: [string, Record<string, unknown>, ErrorKey][] = [
    ['CN phone', { phone: '12345' }, 'addressPhoneInvalid'],
    ['CN postcode', { postcode: '10000' }, 'addressPostcodeInvalid'],
    ['JP postcode', { region: 'JP', phone: '090-1234-5678', postcode: '1234' }, 'addressPostcodeInvalid'],
    ['JP phone', { region: 'JP', phone: '12345', postcode: '100-0001' }, 'addressPhoneInvalid'],
    ['HK phone', { region: 'HK', phone: '1234567', postcode: '' }, 'addressPhoneInvalid'],
    ['MO phone', { region: 'MO', phone: '+852 9123 4567', postcode: '' }, 'addressPhoneInvalid'],
    ['TW postcode', { region: 'TW', phone: '0912345678', postcode: '1' }, 'addressPostcodeInvalid'],
    ['region', { region: 'US' }, 'addressRegionInvalid'],
    ['e-mail', { email: 'not-an-address' }, 'addressEmailInvalid'],
    ['blank name', { name: '   ' }, 'addressEmpty'],
    ['missing city', { city: undefined }, 'fillShipping'],
    ['long detail', { detail: '路'.repeat(201) }, 'addressTooLong'],
  ];
  it.each(bad)('refuses a bad address (%s) with its own code and changes nothing', async (_name, change, key) => {
    const address = { ...CN_ADDRESS, ...change };
    for (const lang of ['en', 'ja'] as const) {
      const r = await setAddress(cn, figure.id, address, lang);
      expect([r.status, r.code, r.msg]).toEqual([400, ERRORS[key].code, errorMessage(key, lang)]);
    }
    expect(await storedAddress(figure.id)).toBeNull();
  });

  it('refuses prizes that need no address, and claims of another account', async () => {
    const none = await setAddress(cn, coins.id, CN_ADDRESS);
    expect([none.status, none.code]).toEqual([409, ERRORS.actAddressNotNeeded.code]);
    const foreign = await setAddress(other, figure.id, CN_ADDRESS);
    expect([foreign.status, foreign.code]).toEqual([404, ERRORS.actClaimNotFound.code]);
    expect((await setAddress(cn, 2_000_000_000, CN_ADDRESS)).code).toBe(ERRORS.actClaimNotFound.code);
    expect((await caller(t, null)('POST', API.actSetAddress, { claimId: figure.id, address: CN_ADDRESS })).code).toBe(ERRORS.loginRequired.code);
  });

  it('takes the address once, normalised, then locks it', async () => {
    const ok = await setAddress(cn, figure.id, CN_ADDRESS);
    expect(ok.code, JSON.stringify(ok)).toBe(0);
    expect(ok.data).toMatchObject({ addressState: 'submitted', address: { phone: '13800138000', country: 'CN', postcode: '100000' } });
    expect(await stateOf('tier-5')).toBe('addressSubmitted');
    const twice = await setAddress(cn, figure.id, { ...CN_ADDRESS, name: '李四' }, 'zh-CN');
    expect([twice.status, twice.code, twice.msg]).toEqual([409, ERRORS.infoLocked.code, errorMessage('infoLocked', 'zh-CN')]);
    expect(await storedAddress(figure.id)).toMatchObject({ name: '张三' });
  });

  it('forfeits a prize without an address at its deadline, before and after the sweep', async () => {
    t.clock.set(new Date(DEC.getTime() + 7 * DAY - 1000));
    expect(await forfeitDue(t.store.db, t.clock)).toBe(0);
    expect(await stateOf('tier-4')).toBe('addressNeeded');
    t.clock.set(new Date(DEC.getTime() + 7 * DAY));
    // Refused at the deadline even before the sweep has run.
    expect(await stateOf('tier-4')).toBe('forfeited');
    const late = await setAddress(cn, poster.id, CN_ADDRESS, 'zh-HK');
    expect([late.status, late.code, late.msg]).toEqual([409, ERRORS.actForfeited.code, errorMessage('actForfeited', 'zh-HK')]);
    expect(await forfeitDue(t.store.db, t.clock)).toBe(1);
    expect(await forfeitDue(t.store.db, t.clock)).toBe(0);
    expect((await setAddress(cn, poster.id, CN_ADDRESS)).code).toBe(ERRORS.actForfeited.code);
    const rows = await t.store.db.selectFrom('act_claims').select(['id', 'forfeited_at']).where('role_uid', '=', cn.uid).orderBy('id').execute();
    // The submitted figure and the items-only tier are untouched.
    expect(rows.map((r) => [r.id, r.forfeited_at !== null])).toEqual([[figure.id, false], [poster.id, true], [coins.id, false]]);
    const record = (await caller(t, cn)<{ list: Claim[] }>('GET', API.actRecord)).data.list;
    expect(record.map((c) => [c.tierId, c.addressState])).toEqual([['tier-1', null], ['tier-4', 'forfeited'], ['tier-5', 'submitted']]);
  });
});
