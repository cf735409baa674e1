import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import type { OfficialCheck, Order, OrderList, PayData, SkuList } from '@mecha/shared/pay/api';
import { DB_KINDS } from '../../../test/test-db.ts';
import { auth, body, loginWithCode, makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { deliverDue } from '../welfare/delivery.job.ts';
import { SimGameGateway } from '../../game/sim/sim-gateway.ts';
import { createOrder, newOrder, notificationFor, rolesOf, signedNotification, SITE } from './pay-test-kit.ts';
import { timeOutDue } from './timeout.job.ts';

describe.each(DB_KINDS)('top-up: catalogue, orders and their states (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  let me: string;
  let jpUid: string;
  let sim: SimGameGateway;
  beforeAll(async () => {
    t = await makeTestApp(kind, { seedContent: true });
    const [cn] = await rolesOf(t.app, 'cn', 1);
    me = cn!.uid;
    jpUid = (await rolesOf(t.app, 'jp', 1))[0]!.uid;
    token = await loginWithCode(t.app, me);
    sim = new SimGameGateway(t.store.db, t.clock);
  });
  afterAll(() => t.close());

  const get = (url: string, edition = 'cn') => t.app.inject({ url, headers: { ...auth(token), ...SITE(edition) } });
  const order = async (id: string) => body<Order>(await get(`${API.payOrder}?orderId=${id}`)).data;
  const notify = (n: Parameters<typeof signedNotification>[1], ts?: number) => t.app.inject(signedNotification(t.clock, n, ts));

  it('checks the role to top up: own edition allowed; unknown, other edition and suspended refused with the reason', async () => {
    const ok = body<OfficialCheck>(await get(`${API.payOfficialCheck}?uid=${me}`)).data;
    expect(ok).toMatchObject({ uid: me, edition: 'cn', currency: 'CNY', allowed: true, reason: null });
    expect(ok.nickname.length).toBeGreaterThan(0);
    expect(body<OfficialCheck>(await get(`${API.payOfficialCheck}?uid=99999999`)).data).toMatchObject({ allowed: false, reason: 'unknownUid' });
    expect(body<OfficialCheck>(await get(`${API.payOfficialCheck}?uid=${jpUid}`)).data).toMatchObject({ edition: 'jp', currency: 'JPY', allowed: false, reason: 'otherEdition' });
    expect(body<OfficialCheck>(await get(`${API.payOfficialCheck}?uid=${jpUid}`, 'jp')).data).toMatchObject({ allowed: true });
    expect(body<OfficialCheck>(await get(`${API.payOfficialCheck}?uid=10001077`)).data).toMatchObject({ allowed: false, reason: 'suspended' });
    expect((await t.app.inject({ url: `${API.payOfficialCheck}?uid=${me}` })).json()).toMatchObject({ code: 401 });
  });

  it('lists the edition’s SKUs in the role’s currency, each doubling on its first purchase, and its methods', async () => {
    const list = body<SkuList>(await get(`${API.paySkuList}?uid=${me}`)).data;
    expect(list.skus.map((s) => s.price)).toEqual(['6.00', '30.00', '68.00', '128.00', '328.00', '648.00']);
    expect(list.skus[0]).toMatchObject({ id: 'cn-60', currency: 'CNY', priceMinor: 600, amount: 60, bonus: 60, doublesFirst: true, doubleAvailable: true, points: 6 });
    expect(list.methods.map((m) => m.id)).toEqual(['alipay', 'wechat']);
    expect(list).toMatchObject({ windowS: 900, monthlyCap: null });
    const jp = body<SkuList>(await get(`${API.paySkuList}?uid=${jpUid}`, 'jp')).data;
    expect(jp.skus.map((s) => `${s.price} ${s.currency}`)).toEqual(['120 JPY', '610 JPY', '1220 JPY', '2440 JPY', '6100 JPY', '12000 JPY']);
    const tw = (await t.store.db.selectFrom('sim_roles').select('uid').where('region', '=', 'TW').executeTakeFirst())!.uid;
    expect(body<SkuList>(await get(`${API.paySkuList}?uid=${tw}`, 'hk')).data.skus.every((s) => s.currency === 'TWD')).toBe(true);
  });

  it('refuses bad pay requests with their own codes and writes nothing', async () => {
    const before = await t.store.db.selectFrom('pay_orders').select('id').execute();
    const cases: [Parameters<typeof createOrder>[2], number, Parameters<typeof createOrder>[3]?][] = [
      [{ uid: me, skuId: 'no-such-sku', method: 'alipay' }, 7001],
      [{ uid: me, skuId: 'jp-60', method: 'alipay' }, 7001], // another edition's SKU
      [{ uid: me, skuId: 'cn-60', method: 'paypal' }, 7002], // not a method of this edition
      [{ uid: '99999999', skuId: 'cn-60', method: 'alipay' }, 4001],
      [{ uid: jpUid, skuId: 'jp-60', method: 'card' }, 7003], // a jp role on the cn site
      [{ uid: '10001077', skuId: 'cn-60', method: 'alipay' }, 7004],
      [{ uid: me, skuId: 'cn-60', method: 'alipay' }, 7011, { key: 'bad key!' }],
      [{ uid: me, skuId: 'BAD SKU', method: 'alipay' }, 7001],
    ];
    for (const [b, code, opts] of cases) expect(body(await createOrder(t.app, token, b, opts)).code, JSON.stringify(b)).toBe(code);
    const noKey = await t.app.inject({ method: 'POST', url: API.pay, payload: { uid: me, skuId: 'cn-60', method: 'alipay' }, headers: { ...auth(token), ...SITE('cn') } });
    expect(body(noKey)).toMatchObject({ code: 7011 });
    expect(noKey.json().msg).toBe('The payment request is missing its Idempotency-Key.');
    expect(await t.store.db.selectFrom('pay_orders').select('id').execute()).toEqual(before);
  });

  it('creates one order per key, refuses the key with another body, and one open order per SKU', async () => {
    const b = { uid: me, skuId: 'cn-300', method: 'alipay' };
    const first = await createOrder(t.app, token, b, { key: 'key-one-0001' });
    const data = body<PayData>(first).data;
    expect(data.checkoutUrl).toBe(`/sandbox-pay/${data.orderId}`);
    expect(data.expiresAt - data.now).toBe(900);
    expect(body<PayData>(await createOrder(t.app, token, b, { key: 'key-one-0001' })).data.orderId).toBe(data.orderId);
    expect(body(await createOrder(t.app, token, { ...b, method: 'wechat' }, { key: 'key-one-0001' }))).toMatchObject({ code: 7008 });
    expect(body(await createOrder(t.app, token, b, { key: 'key-two-0002' }))).toMatchObject({ code: 7007, data: { orderId: data.orderId } });
    const o = await order(data.orderId);
    // Unpaid, it shows the bonus it pays if paid now: double, as this role has not bought cn-300 yet.
    expect(o).toMatchObject({ state: 'processing', uid: me, skuId: 'cn-300', method: 'alipay', methodName: 'Alipay', price: '30.00', amount: 300, bonus: 300, doubled: true, points: 30, paidAt: null, deliveredAt: null, paidLate: false });
    // Switch the method while it is open.
    const changed = await t.app.inject({ method: 'POST', url: API.payChange, payload: { orderId: data.orderId, method: 'wechat' }, headers: { ...auth(token), ...SITE('cn') } });
    expect(body<Order>(changed).data).toMatchObject({ method: 'wechat', methodName: 'WeChat Pay' });
    const badMethod = await t.app.inject({ method: 'POST', url: API.payChange, payload: { orderId: data.orderId, method: 'paypal' }, headers: { ...auth(token), ...SITE('cn') } });
    expect(body(badMethod).code).toBe(7002);
  });

  it('pays through the sandbox checkout page: success, doubled first purchase, credit delivered, points booked', async () => {
    const { orderId } = await newOrder(t.app, token, { uid: me, skuId: 'cn-60', method: 'alipay' });
    const page = await t.app.inject({ url: `/sandbox-pay/${orderId}`, headers: { 'accept-language': 'en' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('6.00 CNY');
    expect(page.body).toContain('15:00');
    expect(page.body).toContain('60 + 60');
    expect(page.body).not.toContain('<script');
    const paid = await t.app.inject({ method: 'POST', url: `/sandbox-pay/${orderId}/paid`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/#/pages/act/payment-center/index?order=${orderId}`);
    expect(await order(orderId)).toMatchObject({ state: 'success', doubled: true, amount: 60, bonus: 60, points: 6, deliveredAt: null, paidLate: false, checkoutUrl: null });
    await deliverDue(t.store.db, sim, t.clock);
    expect((await order(orderId)).deliveredAt).not.toBeNull();
    expect((await sim.wallet(me)).credits).toEqual([expect.objectContaining({ orderId, amount: 60, bonus: 60 })]);
    const wallet = body<{ balance: number }>(await t.app.inject({ url: `${API.simWallet}?uid=${me}` })).data;
    expect(wallet.balance).toBe(120);
    // The badge is gone for this role; a second purchase pays the standing bonus.
    const list = body<SkuList>(await get(`${API.paySkuList}?uid=${me}`)).data;
    expect(list.skus.find((s) => s.id === 'cn-60')).toMatchObject({ doubleAvailable: false, bonus: 0 });
    const second = await newOrder(t.app, token, { uid: me, skuId: 'cn-60', method: 'wechat' });
    expect(await order(second.orderId)).toMatchObject({ state: 'processing', doubled: false, bonus: 0 });
    expect(body(await notify(await notificationFor(t.store.db, second.orderId, 'paid', t.clock))).code).toBe(0);
    expect(await order(second.orderId)).toMatchObject({ state: 'success', doubled: false, bonus: 0 });
    const ledger = await t.store.db.selectFrom('points_ledger').selectAll().where('ref_id', 'in', [orderId, second.orderId]).execute();
    expect(ledger.map((l) => [l.type, l.amount])).toEqual([['topup', 6], ['topup', 6]]);
  });

  it('moves processing to failed or cancelled only, and answers a final order’s change with payOrderFinal', async () => {
    const a = await newOrder(t.app, token, { uid: me, skuId: 'cn-680', method: 'alipay' });
    await t.app.inject({ method: 'POST', url: `/sandbox-pay/${a.orderId}/failed` });
    expect((await order(a.orderId)).state).toBe('failed');
    // A payment after the failure does not reopen it; a repeated failure is "already".
    expect(body(await notify(await notificationFor(t.store.db, a.orderId, 'paid', t.clock)))).toMatchObject({ code: 7009 });
    expect(body(await notify(await notificationFor(t.store.db, a.orderId, 'failed', t.clock)))).toMatchObject({ code: 0, data: { outcome: 'already' } });
    const change = await t.app.inject({ method: 'POST', url: API.payChange, payload: { orderId: a.orderId, method: 'wechat' }, headers: { ...auth(token), ...SITE('cn') } });
    expect(body(change).code).toBe(7009);
    const b = await newOrder(t.app, token, { uid: me, skuId: 'cn-680', method: 'alipay' });
    await t.app.inject({ method: 'POST', url: `/sandbox-pay/${b.orderId}/cancelled` });
    expect((await order(b.orderId)).state).toBe('cancelled');
    expect((await t.store.db.selectFrom('pay_orders').select('state').where('id', '=', a.orderId).executeTakeFirstOrThrow()).state).toBe('failed');
  });

  it('times orders out with the sweeper; a late payment still succeeds, marked late, and is delivered', async () => {
    const { orderId } = await newOrder(t.app, token, { uid: me, skuId: 'cn-1280', method: 'alipay' });
    t.clock.advance(899_000);
    expect(await timeOutDue(t.store.db, t.clock)).toBe(0);
    t.clock.advance(1000);
    expect(await timeOutDue(t.store.db, t.clock)).toBeGreaterThanOrEqual(1);
    expect(await timeOutDue(t.store.db, t.clock)).toBe(0);
    expect((await order(orderId)).state).toBe('timeout');
    const page = await t.app.inject({ url: `/sandbox-pay/${orderId}`, headers: { 'accept-language': 'en' } });
    expect(page.body).toContain('Pay anyway');
    const change = await t.app.inject({ method: 'POST', url: API.payChange, payload: { orderId, method: 'wechat' }, headers: { ...auth(token), ...SITE('cn') } });
    expect(body(change).code).toBe(7009);
    await t.app.inject({ method: 'POST', url: `/sandbox-pay/${orderId}/paid` });
    expect(await order(orderId)).toMatchObject({ state: 'success', paidLate: true, doubled: true, bonus: 1280 });
    await deliverDue(t.store.db, sim, t.clock);
    expect((await order(orderId)).deliveredAt).not.toBeNull();
    // An order read after its window closed reads as timed out even before the sweeper runs.
    const other = await newOrder(t.app, token, { uid: me, skuId: 'cn-3280', method: 'alipay' });
    t.clock.advance(901_000);
    expect((await order(other.orderId)).state).toBe('timeout');
  });

  it('refuses forged, stale, replayed, unknown and tampered notifications, changing nothing', async () => {
    const { orderId } = await newOrder(t.app, token, { uid: me, skuId: 'cn-6480', method: 'alipay' });
    const good = await notificationFor(t.store.db, orderId, 'paid', t.clock);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const forged = signedNotification(t.clock, good, now, 'not-the-secret-0000000');
    expect(body(await t.app.inject(forged))).toMatchObject({ code: 5001 });
    expect(body(await notify(good, now - 301))).toMatchObject({ code: 5002 });
    expect(body(await notify({ ...good, orderId: 'PNOSUCHORDER1' }))).toMatchObject({ code: 7006 });
    expect(body(await notify({ ...good, amount: '0.01' }))).toMatchObject({ code: 7010 });
    expect(body(await notify({ ...good, amount: '6480' }))).toMatchObject({ code: 7010 });
    expect(body(await notify({ ...good, currency: 'USD' }))).toMatchObject({ code: 7010 });
    expect((await order(orderId)).state).toBe('processing');
    const once = signedNotification(t.clock, good, now - 5);
    expect(body(await t.app.inject(once))).toMatchObject({ code: 0, data: { outcome: 'applied' } });
    expect(body(await t.app.inject(once))).toMatchObject({ code: 5003 });
    const log = await t.store.db.selectFrom('pay_notifications').select(['order_id', 'outcome']).where('order_id', 'in', [orderId, 'PNOSUCHORDER1']).orderBy('id').execute();
    expect(log.map((l) => l.outcome)).toEqual(['payOrderNotFound', 'payAmountMismatch', 'payAmountMismatch', 'payAmountMismatch', 'applied']);
  });

  it('lists my orders newest first and hides other accounts’ orders', async () => {
    const list = body<OrderList>(await get(`${API.payOrders}?page=1&size=3`)).data;
    expect(list.list).toHaveLength(3);
    expect(list.hasMore).toBe(true);
    const ids = list.list.map((o) => o.createdAt);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const [other] = await rolesOf(t.app, 'cn', 3).then((r) => r.slice(2));
    const otherToken = await loginWithCode(t.app, other!.uid);
    const res = await t.app.inject({ url: `${API.payOrder}?orderId=${list.list[0]!.orderId}`, headers: { ...auth(otherToken), ...SITE('cn') } });
    expect(body(res)).toMatchObject({ code: 7006 });
  });
});
