import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import type { OpsPlayer } from '@mecha/shared/ops/console-api';
import { DEV_OPERATOR_TOKEN } from '../../config.ts';
import { DAY } from '../../platform/clock.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { body, makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { accountRepository } from '../account/account.repository.ts';
import { insertDraw } from '../annual/ops/annual-ops-kit.ts';
import { CN_ADDRESS, addProduct, givePoints, mallCaller, mallPlayers, type MallPlayer } from '../mall/mall-test-kit.ts';
import { newOrder, notificationFor, signedNotification } from '../pay/pay-test-kit.ts';
import { grantOnce } from '../welfare/grants.ts';
import { consoleCaller, operatorToken } from './overview-test-kit.ts';

// A player as support sees them (by UID or by account), scoped to the operator's editions, without personal data;
// and personal data revealed one record at a time, to the roles that may see it, each reveal one audit row.
describe.each(DB_KINDS)('console players and reveals (%s)', (kind) => {
  let t: TestApp;
  let p: MallPlayer;
  let hkUid: string;
  let orderId: string;
  let payOrderId: string;
  let drawId: number;
  let claimId: number;
  const admin = () => consoleCaller(t, DEV_OPERATOR_TOKEN);
  const reveals = () => t.store.db.selectFrom('ops_audit_log').selectAll().where('action', '=', 'console.reveal').orderBy('id').execute();
  const auditRows = async () => Number((await t.store.db.selectFrom('ops_audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await makeTestApp(kind, { seedContent: true });
    const db = t.store.db;
    [p] = (await mallPlayers(t, 1, { edition: 'cn' })) as [MallPlayer];
    // The same account also binds an HK role.
    const hk = await db.selectFrom('sim_roles').selectAll().where('edition', '=', 'hk').where('region', '=', 'HK').orderBy('uid').executeTakeFirstOrThrow();
    hkUid = hk.uid;
    await db.transaction().execute(async (trx) => {
      await accountRepository.upsertKnownRole(trx, { uid: hk.uid, nickname: hk.nickname, level: hk.level, avatar: hk.avatar, edition: hk.edition, region: hk.region } as never, t.clock.now());
      await accountRepository.bindRole(trx, p.yfyUid, hk.uid, t.clock.now());
    });
    // Points, a top-up, a mall order, an act tier claim, an anniversary draw, a welfare grant and its mail, a suspension.
    await givePoints(t, p.yfyUid, 700, 'stream giveaway');
    const o = await newOrder(t.app, p.token, { uid: p.uid, skuId: 'cn-60', method: 'alipay' }, 'cn');
    payOrderId = o.orderId;
    expect(body(await t.app.inject(signedNotification(t.clock, await notificationFor(db, o.orderId, 'paid', t.clock)))).code).toBe(0);
    const productId = await addProduct(t);
    const order = await mallCaller(t, p)<{ orderId: string }>('POST', API.scoreOrder, { productId, address: CN_ADDRESS });
    expect(order.code).toBe(0);
    orderId = order.data.orderId;
    claimId = (
      await db
        .insertInto('act_claims')
        .values({
          event_id: 'topup-2026-winter-cn', tier_id: 'tier-1', role_uid: p.uid, yfy_uid: p.yfyUid, prizes: JSON.stringify([]), claimed_at: t.clock.now(), grant_id: null,
          physical: true, address: JSON.stringify({ ...CN_ADDRESS, name: '李四' }), address_at: t.clock.now(), address_due_at: new Date(t.clock.now().getTime() + 7 * DAY), forfeited_at: null, shipped_at: null, carrier: null, tracking: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const event = await db.selectFrom('annual_prizes as p').innerJoin('annual_events as e', 'e.id', 'p.event_id').select(['e.id', 'p.id as prizeId']).where('e.edition', '=', 'cn').where('p.physical', '=', true).executeTakeFirstOrThrow();
    drawId = await insertDraw(t, { eventId: event.id, prizeId: event.prizeId, physical: true, yfyUid: p.yfyUid, roleUid: p.uid, address: { ...CN_ADDRESS, name: '王五' } });
    await grantOnce(db, t.clock.now(), {
      owner: p.uid, source: 'pack', ref: 'xslb', period: 'once', yfyUid: p.yfyUid, roleUid: p.uid,
      items: [{ id: 'crystal', qty: 10, names: { en: 'Crystal' } }], titles: { en: 'Newcomer pack' }, mailLanguage: 'zh-CN',
    });
    expect((await admin()('POST', '/api/ops/mall/suspensions', { yfyUid: p.yfyUid, reason: 'Reselling', endsAt: Math.floor(t.clock.now().getTime() / 1000) + 3 * 86400 })).code).toBe(0);
  });
  afterAll(() => t.close());

  it('looks a player up by UID and by account: roles, points and ledger, orders, claims, mails, suspension', async () => {
    const byUid = await admin()<OpsPlayer>('GET', `${API.opsPlayer}?uid=${p.uid}`);
    expect(byUid.code).toBe(0);
    const d = byUid.data;
    expect(d.account).toEqual({ yfyUid: p.yfyUid, createdAt: expect.any(Number) });
    expect(d.roles.map((r) => [r.uid, r.edition])).toEqual([[p.uid, 'cn'], [hkUid, 'hk']]);
    expect(d.points.balance).toBe(700 - 100 + 6);
    expect(d.points.ledger.map((l) => [l.type, l.amount])).toEqual([['exchange', -100], ['topup', 6], ['adjust', 700]]);
    expect(d.payOrders).toEqual([{ orderId: payOrderId, uid: p.uid, state: 'success', amount: 60, createdAt: expect.any(Number) }]);
    expect(d.mallOrders).toEqual([{ orderId, state: 'awaiting', product: expect.stringContaining('Mecha model'), createdAt: expect.any(Number) }]);
    expect(d.claims.map((c) => [c.kind, c.ref]).sort()).toEqual([['act-claim', String(claimId)], ['annual-draw', String(drawId)], ['welfare-pack', 'xslb']]);
    expect(d.mails.map((m) => m.state)).toContain('pending');
    expect(d.suspension).toEqual({ reason: 'Reselling', until: expect.any(Number) });
    // No address or phone anywhere in the answer.
    expect(JSON.stringify(d)).not.toContain(CN_ADDRESS.phone.replace(/\s/g, ''));
    expect(JSON.stringify(d)).not.toContain(CN_ADDRESS.name);
    const byAccount = await admin()<OpsPlayer>('GET', `${API.opsPlayer}?account=${p.yfyUid}`);
    expect(byAccount.data).toEqual(d);
  });

  it('leaves out roles of other editions, refuses a UID of another edition, answers notFound for the unknown', async () => {
    const hkSupport = consoleCaller(t, await operatorToken(t, 'support', ['hk']));
    const seen = await hkSupport<OpsPlayer>('GET', `${API.opsPlayer}?account=${p.yfyUid}`);
    expect(seen.code).toBe(0);
    expect(seen.data.roles.map((r) => r.uid)).toEqual([hkUid]);
    expect(seen.data.payOrders).toEqual([]);
    expect(seen.data.mallOrders).toEqual([]);
    expect(seen.data.claims).toEqual([]);
    expect((await hkSupport('GET', `${API.opsPlayer}?uid=${p.uid}`)).code).toBe(ERRORS.opsEditionForbidden.code);
    expect((await hkSupport<OpsPlayer>('GET', `${API.opsPlayer}?uid=${hkUid}`)).data.roles.map((r) => r.uid)).toEqual([hkUid]);
    const jpSupport = consoleCaller(t, await operatorToken(t, 'support', ['jp']));
    expect((await jpSupport('GET', `${API.opsPlayer}?account=${p.yfyUid}`)).code).toBe(ERRORS.opsEditionForbidden.code);
    expect((await admin()('GET', `${API.opsPlayer}?uid=99999999`)).code).toBe(ERRORS.notFound.code);
    expect((await admin()('GET', `${API.opsPlayer}?account=h5-nobody`)).code).toBe(ERRORS.notFound.code);
    expect((await admin()('GET', API.opsPlayer)).code).toBe(ERRORS.paramError.code);
    expect((await admin()('GET', `${API.opsPlayer}?uid=${p.uid}&account=${p.yfyUid}`)).code).toBe(ERRORS.paramError.code);
    // Player look-up is the players area: an editor or shipping operator may not.
    expect((await consoleCaller(t, await operatorToken(t, 'editor', 'all'))('GET', `${API.opsPlayer}?uid=${p.uid}`)).code).toBe(ERRORS.opsRoleForbidden.code);
  });

  it('reveals a mall order address to support and writes one audit row without the data', async () => {
    const before = (await reveals()).length;
    const all = await auditRows();
    const support = consoleCaller(t, await operatorToken(t, 'support', 'all'));
    const res = await support<{ fields: Record<string, string> }>('POST', API.opsReveal, { kind: 'mall-order', id: orderId });
    expect(res.code).toBe(0);
    expect(res.data.fields).toMatchObject({ name: CN_ADDRESS.name, city: CN_ADDRESS.city, region: 'CN', phone: expect.stringMatching(/^138/) });
    const rows = await reveals();
    expect(rows).toHaveLength(before + 1);
    expect(await auditRows()).toBe(all + 1);
    const row = rows.at(-1)!;
    expect(row).toMatchObject({ action: 'console.reveal', area: 'players', role: 'support', target: `mall-order:${orderId}`, edition: 'cn', call: `POST ${API.opsReveal}` });
    expect(JSON.stringify(row)).not.toContain(CN_ADDRESS.name);
    expect(JSON.stringify(row)).not.toContain('13800138000');
  });

  it('refuses an editor (no row) and an operator of another edition (no row); shipping may reveal', async () => {
    const before = (await reveals()).length;
    const all = await auditRows();
    const editor = consoleCaller(t, await operatorToken(t, 'editor', 'all'));
    expect((await editor('POST', API.opsReveal, { kind: 'mall-order', id: orderId })).code).toBe(ERRORS.opsRoleForbidden.code);
    const hkSupport = consoleCaller(t, await operatorToken(t, 'support', ['hk']));
    for (const [kind, id] of [['mall-order', orderId], ['act-claim', String(claimId)], ['annual-draw', String(drawId)]] as const) {
      expect((await hkSupport('POST', API.opsReveal, { kind, id })).code).toBe(ERRORS.opsEditionForbidden.code);
    }
    expect((await admin()('POST', API.opsReveal, { kind: 'mall-order', id: 'no-such-order' })).code).toBe(ERRORS.notFound.code);
    expect((await admin()('POST', API.opsReveal, { kind: 'act-claim', id: 'x1' })).code).toBe(ERRORS.notFound.code);
    expect(await reveals()).toHaveLength(before);
    expect(await auditRows()).toBe(all);
    const shipping = consoleCaller(t, await operatorToken(t, 'shipping', 'all'));
    const claim = await shipping<{ fields: Record<string, string> }>('POST', API.opsReveal, { kind: 'act-claim', id: String(claimId) });
    expect(claim.data.fields).toMatchObject({ name: '李四' });
    const draw = await shipping<{ fields: Record<string, string> }>('POST', API.opsReveal, { kind: 'annual-draw', id: String(drawId) });
    expect(draw.data.fields).toMatchObject({ name: '王五' });
    expect((await reveals()).slice(before).map((r) => r.target)).toEqual([`act-claim:${claimId}`, `annual-draw:${drawId}`]);
  });

  it('reveals an address book entry to an operator of one of the account\'s editions, and a team contact', async () => {
    const entry = await t.store.db.insertInto('mall_addresses').values({ yfy_uid: p.yfyUid, address: JSON.stringify(CN_ADDRESS), is_default: true, created_at: t.clock.now() }).returning('id').executeTakeFirstOrThrow();
    // The account binds a cn and an hk role: an HK operator may see it, a JP one may not.
    const hkSupport = consoleCaller(t, await operatorToken(t, 'support', ['hk']));
    expect((await hkSupport<{ fields: Record<string, string> }>('POST', API.opsReveal, { kind: 'address-book', id: String(entry.id) })).data.fields).toMatchObject({ name: CN_ADDRESS.name });
    const jpSupport = consoleCaller(t, await operatorToken(t, 'support', ['jp']));
    expect((await jpSupport('POST', API.opsReveal, { kind: 'address-book', id: String(entry.id) })).code).toBe(ERRORS.opsEditionForbidden.code);
    const tournament = await t.store.db.selectFrom('comp_tournaments').select('id').orderBy('id').executeTakeFirstOrThrow();
    await t.store.db
      .insertInto('comp_teams')
      .values({ id: 'ov-team', tournament_id: tournament.id, name: 'Overview', contact_kind: 'discord', contact: 'pilot#1234', invite_code: null, leader_uid: p.uid, region: 'CN-E', domestic: true, created_at: t.clock.now(), updated_at: t.clock.now() })
      .execute();
    expect((await admin()<{ fields: Record<string, string> }>('POST', API.opsReveal, { kind: 'comp-team', id: 'ov-team' })).data.fields).toEqual({ contactKind: 'discord', contact: 'pilot#1234' });
    expect((await hkSupport('POST', API.opsReveal, { kind: 'comp-team', id: 'ov-team' })).code).toBe(ERRORS.opsEditionForbidden.code);
  });

  it('refuses without a credential', async () => {
    expect((await consoleCaller(t, 'nope')('POST', API.opsReveal, { kind: 'mall-order', id: orderId })).code).toBe(ERRORS.opsSessionRequired.code);
    expect((await consoleCaller(t, 'nope')('GET', `${API.opsPlayer}?uid=${p.uid}`)).code).toBe(ERRORS.opsSessionRequired.code);
  });

  it('answers within bounds for a long ledger (the last 50)', async () => {
    for (let i = 0; i < 60; i++) await givePoints(t, p.yfyUid, 1, `bulk ${i}`);
    const d = (await admin()<OpsPlayer>('GET', `${API.opsPlayer}?uid=${p.uid}`)).data;
    expect(d.points.ledger).toHaveLength(50);
    expect(d.points.ledger[0]!.reason).toBe('bulk 59');
    t.clock.advance(4 * DAY);
    expect((await admin()<OpsPlayer>('GET', `${API.opsPlayer}?uid=${p.uid}`)).data.suspension).toBeNull();
  });
});
