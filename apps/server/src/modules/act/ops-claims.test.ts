import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import type { Claim } from '@mecha/shared/pay/act';
import { DB_KINDS } from '../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { DAY } from '../../platform/clock.ts';
import { splitCsvLine } from '../../platform/csv.ts';
import { BOOTSTRAP, createOperator, login, opsCall } from '../operators/operators-test-kit.ts';
import { caller, paidOrder, playerOf } from './act.fixtures.ts';

const NOW = new Date('2027-03-10T04:00:00Z');
const unix = (iso: string) => Date.parse(iso) / 1000;
const names = (en: string) => ({ en, 'zh-CN': en, 'zh-HK': en, ja: en });
const event = (id: string, edition: string, currency: string) => ({
  id, edition, currency, titles: names('Spring'), rules: names('Top up, claim.'),
  startsAt: unix('2027-03-01T00:00:00Z'), endsAt: unix('2027-04-01T00:00:00Z'),
  tiers: [{ id: 'mug', thresholdMinor: 1000, prizes: [{ id: 'mug', names: names('Mug'), qty: 1, physical: true }] }],
});
const CN = event('spring-cn', 'cn', 'CNY');
const HK = event('spring-hk', 'hk', 'HKD');
const EVIL = { name: '=HYPERLINK("http://x.example","hi")', phone: '138 0013 8000', postcode: '100000', region: 'CN', city: '-2+3', detail: '@SUM(1)', email: '' };

// The cumulative event's operator side (issue 15, decision 0048): events and claims held to the operator's editions,
// the sweep's dry run changes nothing, the claims CSV is formula-safe, every change and list read leaves its row.
describe.each(DB_KINDS)('cumulative top-up operators: editions, dry run, CSV, audit (%s)', (kind) => {
  let t: TestApp;
  let hkSupport: string;
  let hkShipping: string;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await makeTestApp(kind);
    t.clock.set(NOW);
    hkSupport = await login(t, 'hk-pay', await createOperator(t, 'hk-pay', 'support', ['hk']));
    hkShipping = await login(t, 'hk-ship', await createOperator(t, 'hk-ship', 'shipping', ['hk']));
    for (const e of [CN, HK]) expect((await opsCall(t, 'POST', '/api/ops/act/events', BOOTSTRAP, e)).code).toBe(0);
    // Three CN mugs: one with a formula-looking address, two never given one.
    let skip: string[] = [];
    for (const n of ['evil', 'late1', 'late2']) {
      const p = await playerOf(t, 'cn', { skip });
      skip = [...skip, p.uid];
      await paidOrder(t, p, 'CNY', 1000, NOW);
      ids[n] = (await caller(t, p)<Claim>('POST', API.actChargeGift, { tierId: 'mug' })).data.id;
      if (n === 'evil') expect((await caller(t, p)('POST', API.actSetAddress, { claimId: ids[n], address: EVIL })).code).toBe(0);
    }
  });
  afterAll(() => t.close());
  const rows = (action: string) => t.store.db.selectFrom('ops_audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
  const forfeited = async () => (await t.store.db.selectFrom('act_claims').select('id').where('forfeited_at', 'is not', null).execute()).length;

  it('shows and changes only the operator’s editions’ events; a refused change leaves no row', async () => {
    const list = (await opsCall<{ list: { id: string }[] }>(t, 'GET', '/api/ops/act/events', hkSupport)).data.list;
    expect(list.map((e) => e.id)).toEqual(['spring-hk']);
    expect((await opsCall(t, 'GET', '/api/ops/act/events/detail?id=spring-cn', hkSupport)).code).toBe(ERRORS.opsEditionForbidden.code);
    expect((await opsCall(t, 'GET', '/api/ops/act/events/detail?id=nope-nope', hkSupport)).code).toBe(ERRORS.actEventNotFound.code);
    // Moving the CN event into HK by naming hk in the body is refused by the stored row's edition.
    const before = (await rows('act.event')).length;
    expect((await opsCall(t, 'POST', '/api/ops/act/events', hkSupport, { ...HK, id: 'spring-cn' })).code).toBe(ERRORS.opsEditionForbidden.code);
    expect((await opsCall(t, 'POST', '/api/ops/act/events', hkSupport, CN)).code).toBe(ERRORS.opsEditionForbidden.code);
    expect((await rows('act.event')).length).toBe(before);
    const changed = { ...HK, tiers: [{ ...HK.tiers[0]!, thresholdMinor: 2500 }] };
    expect((await opsCall(t, 'POST', '/api/ops/act/events', hkSupport, changed)).code).toBe(0);
    const detail = (await opsCall<{ tiers: { thresholdMinor: number; claims: number }[] }>(t, 'GET', '/api/ops/act/events/detail?id=spring-hk', hkSupport)).data;
    expect(detail.tiers).toEqual([expect.objectContaining({ thresholdMinor: 2500, claims: 0 })]);
    expect((await rows('act.event')).filter((r) => r.operator === 'hk-pay')).toHaveLength(1);
    expect((await opsCall(t, 'POST', '/api/ops/act/events', hkSupport, { ...changed, tiers: [{ ...changed.tiers[0], thresholdMinor: 0 }] })).code).toBe(ERRORS.paramError.code);
  });

  it('refuses another edition’s claims and shipments to a shipping operator', async () => {
    expect((await opsCall(t, 'GET', '/api/ops/act/claims?eventId=spring-cn', hkShipping)).code).toBe(ERRORS.opsEditionForbidden.code);
    // The shipping role picks an event from its own list (it has no top-up area for /api/ops/act/events).
    expect((await opsCall(t, 'GET', '/api/ops/act/events', hkShipping)).code).toBe(ERRORS.opsRoleForbidden.code);
    expect((await opsCall<{ list: { id: string }[] }>(t, 'GET', '/api/ops/act/claims/events', hkShipping)).data.list.map((e) => e.id)).toEqual(['spring-hk']);
    expect((await opsCall(t, 'POST', '/api/ops/act/ship', hkShipping, { claimId: ids.evil, carrier: 'SF', tracking: 'SF1' })).code).toBe(ERRORS.opsEditionForbidden.code);
    expect((await opsCall(t, 'GET', '/api/ops/act/claims?eventId=spring-hk', hkShipping)).data).toEqual({ list: [], hasMore: false, addresses: true });
    expect(await rows('act.ship')).toEqual([]);
    expect((await opsCall(t, 'GET', '/api/ops/act/claims?eventId=spring-hk', hkSupport)).code).toBe(ERRORS.opsRoleForbidden.code);
  });

  it('pages claims on the server and exports the filtered set as formula-safe CSV, each read audited', async () => {
    const page1 = (await opsCall<{ list: { id: number }[]; hasMore: boolean }>(t, 'GET', '/api/ops/act/claims?eventId=spring-cn&size=2', BOOTSTRAP)).data;
    expect([page1.list.map((c) => c.id), page1.hasMore]).toEqual([[ids.evil, ids.late1], true]);
    const page2 = (await opsCall<{ list: { id: number }[]; hasMore: boolean }>(t, 'GET', `/api/ops/act/claims?eventId=spring-cn&size=2&afterId=${ids.late1}`, BOOTSTRAP)).data;
    expect([page2.list.map((c) => c.id), page2.hasMore]).toEqual([[ids.late2], false]);
    const res = await t.app.inject({ url: '/api/ops/act/claims?eventId=spring-cn&filter=toShip&format=csv', headers: { authorization: `Operator ${BOOTSTRAP}` } });
    expect(String(res.headers['content-type'])).toContain('text/csv');
    const lines = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    const cells = splitCsvLine(lines[1]!)!;
    expect(cells).toContain(`'${EVIL.name}`);
    expect(cells).toContain("'-2+3");
    for (const c of cells) expect(c).not.toMatch(/^[=+\-@\t\r]/);
    expect((await opsCall(t, 'GET', '/api/ops/act/claims?eventId=spring-cn&size=501', BOOTSTRAP)).code).toBe(ERRORS.paramError.code);
    expect((await rows('act.claims.list')).length).toBeGreaterThanOrEqual(2);
    expect(await rows('act.claims.export')).toEqual([expect.objectContaining({ target: 'spring-cn', edition: 'cn' })]);
  });

  it('sweeps with a dry run that lists and changes nothing, then forfeits with one audit row', async () => {
    t.clock.set(new Date(NOW.getTime() + 8 * DAY)); // the logins above moved the clock a little
    const dry = (await opsCall<{ dryRun: boolean; forfeited: number; list: { claimId: number }[] }>(t, 'POST', '/api/ops/act/forfeit-sweep', BOOTSTRAP, { dryRun: true })).data;
    expect([dry.dryRun, dry.forfeited, dry.list.map((c) => c.claimId)]).toEqual([true, 0, [ids.late1, ids.late2]]);
    expect(await forfeited()).toBe(0);
    expect(await rows('act.forfeit-sweep')).toEqual([]);
    expect(await rows('POST /api/ops/act/forfeit-sweep')).toEqual([]); // no fallback row for a dry run either
    // An HK-only operator's sweep reaches no CN prize.
    const hkOnly = await login(t, 'hk-admin', await createOperator(t, 'hk-admin', 'admin', ['hk']));
    expect((await opsCall<{ forfeited: number }>(t, 'POST', '/api/ops/act/forfeit-sweep', hkOnly, {})).data.forfeited).toBe(0);
    expect(await forfeited()).toBe(0);
    const done = (await opsCall<{ forfeited: number }>(t, 'POST', '/api/ops/act/forfeit-sweep', BOOTSTRAP, {})).data;
    expect(done.forfeited).toBe(2);
    expect(await forfeited()).toBe(2);
    // Two runs, two rows: the HK sweep that found nothing is recorded too (who ran it, when).
    expect((await rows('act.forfeit-sweep')).map((r) => (r.after as { forfeited: number[] }).forfeited.length)).toEqual([0, 2]);
    t.clock.set(NOW);
  });
});
