import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import type { OfficialCheck, SkuList } from '@mecha/shared/pay/api';
import { DEV_OPERATOR_TOKEN } from '../../config.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { auth, body, loginWithCode, makeTestApp, type TestApp } from '../../../test/test-app.ts';
import type { GameGateway } from '../../game/gateway.ts';
import { SimGameGateway } from '../../game/sim/sim-gateway.ts';
import { PointsService } from '../points/points.service.ts';
import { deliverDue } from '../welfare/delivery.job.ts';
import { createOrder, ledgerMatches, newOrder, notificationFor, rolesOf, signedNotification, SITE } from './pay-test-kit.ts';

describe.each(DB_KINDS)('top-up operators: catalogue, caps, points rate, undelivered, resend, refunds (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  let me: string;
  let yfy: string;
  beforeAll(async () => {
    t = await makeTestApp(kind, { seedContent: true });
    me = (await rolesOf(t.app, 'cn', 1))[0]!.uid;
    token = await loginWithCode(t.app, me);
    yfy = (await t.store.db.selectFrom('account_roles').select('yfy_uid').where('uid', '=', me).executeTakeFirstOrThrow()).yfy_uid;
  });
  afterAll(() => t.close());

  const op = (method: 'GET' | 'POST', url: string, payload?: unknown, reason?: string) =>
    t.app.inject({ method, url, headers: { authorization: `Operator ${DEV_OPERATOR_TOKEN}`, 'accept-language': 'en', ...(reason ? { 'x-ops-reason': encodeURIComponent(reason) } : {}) }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const skus = async () => body<SkuList>(await t.app.inject({ url: `${API.paySkuList}?uid=${me}`, headers: { ...auth(token), ...SITE('cn') } })).data;
  const pay = async (skuId: string) => {
    const o = await newOrder(t.app, token, { uid: me, skuId, method: 'alipay' });
    expect(body(await t.app.inject(signedNotification(t.clock, await notificationFor(t.store.db, o.orderId, 'paid', t.clock)))).code).toBe(0);
    return o.orderId;
  };

  it('refuses without the operator credential', async () => {
    expect((await t.app.inject({ url: '/api/ops/pay/undelivered' })).json()).toMatchObject({ code: ERRORS.opsSessionRequired.code });
  });

  it('changes the catalogue: a new SKU with fixed points, a SKU and a method switched off', async () => {
    const sku = { id: 'cn-promo', edition: 'cn', currency: 'CNY', names: { en: 'Promo crystals', 'zh-CN': '特惠晶石' }, priceMinor: 100, baseAmount: 10, standingBonus: 1, doublesFirst: false, points: 5, sort: -1 };
    expect(body(await op('POST', '/api/ops/pay/skus', sku)).code).toBe(0);
    expect((await skus()).skus[0]).toMatchObject({ id: 'cn-promo', name: 'Promo crystals', price: '1.00', bonus: 1, doubleAvailable: false, points: 5 });
    expect(body(await op('POST', '/api/ops/pay/skus/active', { id: 'cn-promo', active: false })).code).toBe(0);
    expect((await skus()).skus.map((s) => s.id)).not.toContain('cn-promo');
    expect(body(await createOrder(t.app, token, { uid: me, skuId: 'cn-promo', method: 'alipay' })).code).toBe(7001);
    expect(body(await op('POST', '/api/ops/pay/methods/active', { edition: 'cn', id: 'wechat', active: false })).code).toBe(0);
    expect((await skus()).methods.map((m) => m.id)).toEqual(['alipay']);
    expect(body(await createOrder(t.app, token, { uid: me, skuId: 'cn-60', method: 'wechat' })).code).toBe(7002);
    expect(body(await op('POST', '/api/ops/pay/methods', { edition: 'cn', id: 'wechat', names: { en: 'WeChat Pay' } })).code).toBe(0);
    expect(body(await op('POST', '/api/ops/pay/skus/active', { id: 'nope', active: false })).code).toBe(7001);
    const cat = body<{ skus: unknown[]; methods: unknown[] }>(await op('GET', '/api/ops/pay/catalogue?edition=cn')).data;
    expect(cat.skus).toHaveLength(7);
  });

  it('applies a monthly cap per account with a clear refusal, and a points rate', async () => {
    expect(body(await op('POST', '/api/ops/pay/settings', { edition: 'cn', currency: 'CNY', monthlyCapMinor: 10000, pointsPerUnit: '2.5' })).code).toBe(0);
    const list = await skus();
    expect(list.monthlyCap).toEqual({ limitMinor: 10000, spentMinor: 0 });
    expect(list.skus.find((s) => s.id === 'cn-300')!.points).toBe(75);
    await pay('cn-680'); // 68.00 of 100.00
    expect(body(await createOrder(t.app, token, { uid: me, skuId: 'cn-6480', method: 'alipay' }))).toMatchObject({ code: 7005 });
    await pay('cn-300'); // 98.00
    expect((await skus()).monthlyCap).toEqual({ limitMinor: 10000, spentMinor: 9800 });
    const third = await createOrder(t.app, token, { uid: me, skuId: 'cn-60', method: 'alipay' });
    expect(body(third)).toMatchObject({ code: 7005 });
    expect(third.json().msg).toBeTruthy();
    expect(body(await op('POST', '/api/ops/pay/settings', { edition: 'cn', currency: 'CNY', monthlyCapMinor: 9800, pointsPerUnit: '1' })).code).toBe(0);
    const check = body<OfficialCheck>(await t.app.inject({ url: `${API.payOfficialCheck}?uid=${me}`, headers: { ...auth(token), ...SITE('cn') } })).data;
    expect(check).toMatchObject({ allowed: false, reason: 'monthlyCap' });
    // A new business month (Asia/Shanghai) starts from zero.
    t.clock.advance(32 * 86400_000);
    token = await loginWithCode(t.app, me); // the session lasted 30 days
    expect((await skus()).monthlyCap).toEqual({ limitMinor: 9800, spentMinor: 0 });
    expect(body(await op('POST', '/api/ops/pay/settings', { edition: 'cn', currency: 'CNY', monthlyCapMinor: null })).code).toBe(0);
    expect((await skus()).monthlyCap).toBeNull();
  });

  it('lists undelivered orders while the game is down, resends one, and delivers each once', async () => {
    const sim = new SimGameGateway(t.store.db, t.clock);
    const down: GameGateway = { mode: 'sim', lookupRole: (u) => sim.lookupRole(u), sendMail: (u, m) => sim.sendMail(u, m), creditTopUp: async () => Promise.reject(new Error('game wallet down')) };
    const orderId = await pay('cn-1280');
    await deliverDue(t.store.db, down, t.clock);
    expect(body(await op('POST', '/api/ops/pay/resend', { orderId })).code).toBe(ERRORS.opsReasonRequired.code);
    const pending = body<{ list: { orderId: string; attempts: number; lastError: string }[] }>(await op('GET', '/api/ops/pay/undelivered')).data.list;
    expect(pending.find((p) => p.orderId === orderId)).toMatchObject({ attempts: 1, lastError: 'game wallet down' });
    expect(body(await op('POST', '/api/ops/pay/resend', { orderId }, 'game back up')).code).toBe(0);
    await deliverDue(t.store.db, sim, t.clock);
    expect(body(await op('POST', '/api/ops/pay/resend', { orderId }, 'again')).code).toBe(0); // already delivered: harmless
    expect((await t.store.db.selectFrom('ops_audit_log').select(['action', 'reason']).where('target', '=', orderId).orderBy('id').execute())).toEqual([
      { action: 'pay.resend', reason: 'game back up' },
      { action: 'pay.resend', reason: 'again' },
    ]);
    await deliverDue(t.store.db, sim, t.clock);
    expect((await sim.wallet(me)).credits.filter((c) => c.orderId === orderId)).toHaveLength(1);
    expect(body<{ list: { orderId: string }[] }>(await op('GET', '/api/ops/pay/undelivered')).data.list.map((p) => p.orderId)).not.toContain(orderId);
    const found = body<{ list: { orderId: string; timeline: { deliveredAt: number | null }; notifications: { outcome: string }[] }[] }>(await op('GET', `/api/ops/pay/orders?orderId=${orderId}`)).data.list;
    expect(found[0]).toMatchObject({ orderId, notifications: [{ outcome: 'applied' }] });
    expect(found[0]!.timeline.deliveredAt).not.toBeNull();
    expect(body<{ list: unknown[] }>(await op('GET', `/api/ops/pay/orders?uid=${me}`)).data.list.length).toBeGreaterThanOrEqual(3);
    const open = await newOrder(t.app, token, { uid: me, skuId: 'cn-60', method: 'alipay' }).catch(() => null);
    if (open) expect(body(await op('POST', '/api/ops/pay/resend', { orderId: open.orderId }, 'not paid')).code).toBe(7009);
  });

  it('refunds once and takes the points back, down to zero when some were spent', async () => {
    const orderId = await pay('cn-3280');
    const points = new PointsService(t.store.db);
    const before = await points.balance(yfy);
    const first = body<{ pointsTakenBack: number; pointsShortfall: number }>(await op('POST', '/api/ops/pay/refund', { orderId, reason: 'chargeback' }));
    expect(first).toMatchObject({ code: 0, data: { pointsTakenBack: 328, pointsShortfall: 0 } });
    // Its audit row, written in the refund's transaction: one, with the reason and what was taken back.
    const audit = await t.store.db.selectFrom('ops_audit_log').selectAll().where('target', '=', orderId).execute();
    expect(audit).toEqual([expect.objectContaining({ action: 'pay.refund', area: 'pay', edition: 'cn', reason: 'chargeback', after: expect.objectContaining({ pointsTakenBack: 328, pointsShortfall: 0 }) })]);
    expect(await points.balance(yfy)).toBe(before - 328);
    expect(body(await op('POST', '/api/ops/pay/refund', { orderId, reason: 'twice' }))).toMatchObject({ code: 7009 });
    expect(body(await op('POST', '/api/ops/pay/refund', { orderId }))).toMatchObject({ code: ERRORS.opsReasonRequired.code });
    // Spend all but 10 points, then refund an order worth 68: 10 taken back, 58 short.
    const other = await pay('cn-680');
    const balance = await points.balance(yfy);
    await points.apply({ yfyUid: yfy, type: 'exchange', amount: -(balance - 10), reason: 'mall order', refType: 'test', refId: 'spend-1', at: t.clock.now() });
    expect(body(await op('POST', '/api/ops/pay/refund', { orderId: other, reason: 'chargeback' }))).toMatchObject({ code: 0, data: { pointsTakenBack: 10, pointsShortfall: 58 } });
    expect(await points.balance(yfy)).toBe(0);
    const entry = await t.store.db.selectFrom('points_ledger').selectAll().where('type', '=', 'refund').where('ref_id', '=', other).executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ amount: -10, balance_after: 0 });
    expect(entry.reason).toContain('58 points already spent');
    // An overdraft is refused by the database.
    await expect(points.apply({ yfyUid: yfy, type: 'exchange', amount: -1, reason: 'x', refType: 'test', refId: 'spend-2', at: t.clock.now() })).rejects.toThrow();
    expect((await ledgerMatches(t.store.db)).mismatched).toEqual([]);
  });
});
