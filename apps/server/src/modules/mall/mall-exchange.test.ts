import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { ERRORS, type ErrorKey } from '@mecha/shared/errors/catalogue';
import { errorMessage } from '@mecha/shared/errors/messages';
import type { MallOrder, ProductDetail, ScoreMe } from '@mecha/shared/mall/api';
import { DB_KINDS } from '../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { cancelOrder, shipOrder } from './order-states.ts';
import { CN_ADDRESS, JP_ADDRESS, addProduct, givePoints, ledgerMismatches, mallCaller, mallPlayers, mallState, type MallPlayer } from './mall-test-kit.ts';

// score/order and the order states: every refusal with its code, its text in two languages, and nothing changed.
describe.each(DB_KINDS)('mall exchange (%s)', (kind) => {
  let t: TestApp;
  let me: MallPlayer;
  let other: MallPlayer;
  beforeAll(async () => {
    t = await makeTestApp(kind, { mallExchangesPerMinute: 1000 });
    const players = await mallPlayers(t, 2);
    me = players[0]!;
    other = players[1]!;
    await givePoints(t, me.yfyUid, 1000);
    await givePoints(t, other.yfyUid, 50);
  });
  afterAll(() => t.close());
  afterEach(async () => expect((await ledgerMismatches(t)).mismatched).toEqual([]));

  const order = (p: MallPlayer, payload: unknown, lang = 'en') => mallCaller(t, p, lang)<{ orderId: string; balance: number }>('POST', API.scoreOrder, payload);

  /** The refusal in English and Simplified Chinese, with nothing changed by either attempt. */
  async function refused(p: MallPlayer, payload: unknown, key: ErrorKey) {
    const before = await mallState(t);
    const en = await order(p, payload, 'en');
    const zh = await order(p, payload, 'zh-CN');
    expect({ code: en.code, msg: en.msg }).toEqual({ code: ERRORS[key].code, msg: errorMessage(key, 'en') });
    expect({ code: zh.code, msg: zh.msg }).toEqual({ code: ERRORS[key].code, msg: errorMessage(key, 'zh-CN') });
    expect(en.status).toBe(ERRORS[key].http);
    expect(await mallState(t)).toEqual(before);
  }

  it('an exchange takes the points, one unit of stock, counts the limit and records the order with its address', async () => {
    const id = await addProduct(t, { points: 120, stock: 3, limit: { count: 2, period: 'month' } });
    const res = await order(me, { productId: id, address: CN_ADDRESS });
    expect(res).toMatchObject({ code: 0, data: { balance: 880 } });
    const o = await t.store.db.selectFrom('mall_orders').selectAll().where('id', '=', res.data.orderId).executeTakeFirstOrThrow();
    expect(o).toMatchObject({ yfy_uid: me.yfyUid, role_uid: me.uid, points: 120, via: 'exchange', state: 'awaiting', address: { phone: '13800138000', country: 'CN' } });
    expect(o.period).toMatch(/^\d{4}-\d{2}$/);
    expect((await t.store.db.selectFrom('mall_products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock).toBe(2);
    const detail = await mallCaller(t, me)<ProductDetail>('GET', `${API.scoreProductDetail}?id=${id}`);
    expect(detail.data).toMatchObject({ stockLeft: 2, limit: { count: 2, period: 'month', used: 1 }, state: 'onSale', shipWithinWorkingDays: 30 });
    const rec = await mallCaller(t, me, 'ja')<{ list: MallOrder[] }>('GET', `${API.scoreOrderRecord}?id=${res.data.orderId}`);
    expect(rec.data.list[0]).toMatchObject({ id: res.data.orderId, productName: `メカ模型 ${id}`, points: 120, state: 'awaiting', address: { region: 'CN' } });
    const events = await t.store.db.selectFrom('mall_order_events').select(['kind', 'actor']).where('order_id', '=', res.data.orderId).execute();
    expect(events).toEqual([{ kind: 'created', actor: 'player' }]);
  });

  it('an unknown product, one of another edition, an inactive one → mallProductNotFound', async () => {
    const jpOnly = await addProduct(t, { editions: ['jp'] });
    const inactive = await addProduct(t, { active: false });
    for (const productId of ['no-such-product', jpOnly, inactive]) await refused(me, { productId, address: CN_ADDRESS }, 'mallProductNotFound');
    // A malformed id is the same refusal, from the schema.
    expect((await order(me, { productId: 'Bad Id!', address: CN_ADDRESS })).code).toBe(ERRORS.mallProductNotFound.code);
  });

  it('a draw-style drop → mallDrawOnly', async () => {
    const now = t.clock.now().getTime();
    const id = await addProduct(t, { style: 'draw', onSaleAt: new Date(now - 60_000), entryEndsAt: new Date(now + 3_600_000) });
    await refused(me, { productId: id, address: CN_ADDRESS }, 'mallDrawOnly');
  });

  it('before its on-sale time → mallNotOnSale; from it on, the exchange goes through', async () => {
    const id = await addProduct(t, { onSaleAt: new Date(t.clock.now().getTime() + 60_000) });
    await refused(me, { productId: id, address: CN_ADDRESS }, 'mallNotOnSale');
    const card = await mallCaller(t, null)<ProductDetail>('GET', `${API.scoreProductDetail}?id=${id}`, undefined, { headers: { 'x-game-code': 'cn' } });
    expect(card.data.state).toBe('upcoming');
    t.clock.advance(60_000);
    expect((await order(me, { productId: id, address: CN_ADDRESS })).code).toBe(0);
  });

  it("another account's address id, or an unknown one → mallAddressNotFound", async () => {
    const id = await addProduct(t);
    const saved = await mallCaller(t, other)<{ list: { id: number }[] }>('POST', API.scoreAddressSave, { address: CN_ADDRESS });
    await refused(me, { productId: id, addressId: saved.data.list[0]!.id }, 'mallAddressNotFound');
    await refused(me, { productId: id, addressId: 999_999 }, 'mallAddressNotFound');
  });

  it('an address in a region the product does not ship to → mallRegionNotShipped', async () => {
    const id = await addProduct(t, { regions: ['CN', 'HK'] });
    await refused(me, { productId: id, address: JP_ADDRESS }, 'mallRegionNotShipped');
  });

  it("an operator's suspension in force → mallSuspended (reads go on); after it ends, exchanges go through", async () => {
    const id = await addProduct(t);
    const [p] = await mallPlayers(t, 1);
    await givePoints(t, p!.yfyUid, 500);
    const now = t.clock.now();
    await t.store.db.insertInto('mall_suspensions').values({ yfy_uid: p!.yfyUid, reason: 'bot-like exchanges', starts_at: new Date(now.getTime() - 1000), ends_at: new Date(now.getTime() + 3_600_000), created_by: 'operator:test', lifted_at: null }).execute();
    await refused(p!, { productId: id, address: CN_ADDRESS }, 'mallSuspended');
    const meNow = await mallCaller(t, p!)<ScoreMe>('GET', API.scoreMe);
    expect(meNow.data).toMatchObject({ balance: 500, everEarned: true, suspension: { reason: 'bot-like exchanges' } });
    t.clock.advance(3_600_000);
    expect((await order(p!, { productId: id, address: CN_ADDRESS })).code).toBe(0);
  });

  it('a role the game reports suspended (sim UIDs ending 077) → mallSuspended', async () => {
    const id = await addProduct(t);
    const uid = (await t.store.db.selectFrom('sim_roles').select('uid').where('uid', 'like', '%077').where('edition', '=', 'cn').orderBy('uid').executeTakeFirstOrThrow()).uid;
    const [p] = await mallPlayers(t, 1, { uids: [uid] });
    await givePoints(t, p!.yfyUid, 500);
    await refused(p!, { productId: id, address: CN_ADDRESS }, 'mallSuspended');
  });

  it('an account that never had points → mallNoPoints; one whose ledger sums to 0 → mallInsufficientPoints', async () => {
    const id = await addProduct(t);
    const [p] = await mallPlayers(t, 1);
    await refused(p!, { productId: id, address: CN_ADDRESS }, 'mallNoPoints');
    expect((await mallCaller(t, p!)<ScoreMe>('GET', API.scoreMe)).data).toEqual({ balance: 0, everEarned: false, suspension: null });
    await givePoints(t, p!.yfyUid, 30);
    await givePoints(t, p!.yfyUid, -30);
    await refused(p!, { productId: id, address: CN_ADDRESS }, 'mallInsufficientPoints');
  });

  it('a tampered balance row (not the ledger sum) → mallAbnormalPoints, nothing changed', async () => {
    const id = await addProduct(t);
    const [p] = await mallPlayers(t, 1);
    await givePoints(t, p!.yfyUid, 100);
    await t.store.db.updateTable('points_accounts').set({ balance: 5000 }).where('yfy_uid', '=', p!.yfyUid).execute();
    await refused(p!, { productId: id, address: CN_ADDRESS }, 'mallAbnormalPoints');
    // Put right so the ledger check after each test holds.
    await t.store.db.updateTable('points_accounts').set({ balance: 100 }).where('yfy_uid', '=', p!.yfyUid).execute();
  });

  it('no stock left → mallOutOfStock', async () => {
    const id = await addProduct(t, { stock: 1 });
    expect((await order(me, { productId: id, address: CN_ADDRESS })).code).toBe(0);
    await refused(me, { productId: id, address: CN_ADDRESS }, 'mallOutOfStock');
    const card = await mallCaller(t, me)<ProductDetail>('GET', `${API.scoreProductDetail}?id=${id}`);
    expect(card.data).toMatchObject({ state: 'soldOut', stockLeft: 0 });
  });

  it('the per-account limit reached → mallLimitReached; a monthly limit opens again next month', async () => {
    const id = await addProduct(t, { limit: { count: 1, period: 'month' } });
    expect((await order(me, { productId: id, address: CN_ADDRESS })).code).toBe(0);
    await refused(me, { productId: id, address: CN_ADDRESS }, 'mallLimitReached');
    t.clock.advance(32 * 86_400_000);
    expect((await order(me, { productId: id, address: CN_ADDRESS })).code).toBe(0);
  });

  it('points short of the price → mallInsufficientPoints', async () => {
    const id = await addProduct(t, { points: 60 });
    await refused(other, { productId: id, address: CN_ADDRESS }, 'mallInsufficientPoints');
  });

  it('neither or both of addressId and address → fillShipping; a bad phone → its address error', async () => {
    const id = await addProduct(t);
    expect((await order(me, { productId: id })).code).toBe(ERRORS.fillShipping.code);
    expect((await order(me, { productId: id, addressId: 1, address: CN_ADDRESS })).code).toBe(ERRORS.fillShipping.code);
    expect((await order(me, { productId: id, address: { ...CN_ADDRESS, phone: '12345' } })).code).toBe(ERRORS.addressPhoneInvalid.code);
  });

  it('visitors read the catalogue; exchanging needs a login', async () => {
    const id = await addProduct(t);
    const list = await mallCaller(t, null)<{ list: { id: string }[] }>('GET', `${API.scoreProduct}?size=50`, undefined, { headers: { 'x-game-code': 'cn' } });
    expect(list.code).toBe(0);
    expect(list.data.list.map((c) => c.id)).toContain(id);
    const jp = await mallCaller(t, null)<{ list: { id: string }[] }>('GET', `${API.scoreProduct}?size=50`, undefined, { headers: { 'x-game-code': 'jp' } });
    expect(jp.data.list.map((c) => c.id)).not.toContain(id);
    for (const lang of ['en', 'zh-CN']) {
      const visitor = mallCaller(t, null, lang);
      const refusal = { status: 401, code: ERRORS.mallNotLoggedIn.code, msg: errorMessage('mallNotLoggedIn', lang as 'en') };
      expect(await visitor('POST', API.scoreOrder, { productId: id, address: CN_ADDRESS })).toMatchObject(refusal);
      expect(await visitor('GET', API.scoreMe)).toMatchObject(refusal);
    }
  });

  it("a malformed call answers the mall's parameter error in the player's language, and changes nothing", async () => {
    const id = await addProduct(t);
    const before = await mallState(t);
    for (const lang of ['ja', 'zh-HK']) {
      const res = await mallCaller(t, me, lang)('POST', API.scoreOrder, { productId: id, address: CN_ADDRESS, extra: 1 });
      expect(res).toMatchObject({ status: 400, code: ERRORS.mallParamError.code, msg: errorMessage('mallParamError', lang as 'en') });
      const page = await mallCaller(t, me, lang)('GET', `${API.scoreHistory}?size=999`);
      expect(page.code).toBe(ERRORS.mallParamError.code);
    }
    expect(await mallState(t)).toEqual(before);
  });

  it('the address of an awaiting order changes (with an event); shipped → mallAddressLocked; cancelled → mallOrderCancelled; another account → mallOrderNotFound', async () => {
    const id = await addProduct(t, { stock: 5, limit: { count: 5, period: 'ever' } });
    const a = (await order(me, { productId: id, address: CN_ADDRESS })).data.orderId;
    const b = (await order(me, { productId: id, address: CN_ADDRESS })).data.orderId;
    const modify = (p: MallPlayer, orderId: string, lang = 'en') => mallCaller(t, p, lang)<MallOrder>('POST', API.scoreOrderModify, { orderId, address: { ...CN_ADDRESS, city: '上海' } });
    const ok = await modify(me, a);
    expect(ok.data).toMatchObject({ id: a, address: { city: '上海' }, state: 'awaiting' });
    const ev = await t.store.db.selectFrom('mall_order_events').select(['kind', 'detail']).where('order_id', '=', a).orderBy('id').execute();
    expect(ev.map((e) => e.kind)).toEqual(['created', 'addressChanged']);
    expect(ev[1]!.detail).toMatchObject({ from: { city: '北京' }, to: { city: '上海' } });

    expect((await modify(other, a)).code).toBe(ERRORS.mallOrderNotFound.code);
    await shipOrder(t.store.db, { orderId: a, carrier: 'SF', trackingNo: 'SF100', actor: 'operator:test', at: t.clock.now() });
    for (const lang of ['en', 'ja']) expect(await modify(me, a, lang)).toMatchObject({ code: ERRORS.mallAddressLocked.code, msg: errorMessage('mallAddressLocked', lang as 'en') });

    const balance = (await mallCaller(t, me)<ScoreMe>('GET', API.scoreMe)).data.balance;
    const stock = async () => (await t.store.db.selectFrom('mall_products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
    const before = await stock();
    await cancelOrder(t.store.db, { orderId: b, reason: 'out of paint', actor: 'operator:test', at: t.clock.now() });
    expect((await mallCaller(t, me)<ScoreMe>('GET', API.scoreMe)).data.balance).toBe(balance + 100);
    expect(await stock()).toBe(before + 1);
    expect((await t.store.db.selectFrom('mall_purchase_counts').select('n').where('product_id', '=', id).executeTakeFirstOrThrow()).n).toBe(1);
    for (const lang of ['en', 'zh-HK']) expect(await modify(me, b, lang)).toMatchObject({ code: ERRORS.mallOrderCancelled.code, msg: errorMessage('mallOrderCancelled', lang as 'en') });
    // Cancelling twice or shipping a cancelled order is refused; the refund was booked once.
    await expect(cancelOrder(t.store.db, { orderId: b, reason: 'again', actor: 'operator:test', at: t.clock.now() })).rejects.toMatchObject({ key: 'mallOrderCancelled' });
    await expect(shipOrder(t.store.db, { orderId: b, carrier: 'SF', trackingNo: 'x', actor: 'operator:test', at: t.clock.now() })).rejects.toMatchObject({ key: 'mallOrderCancelled' });
    await expect(cancelOrder(t.store.db, { orderId: a, reason: 'late', actor: 'operator:test', at: t.clock.now() })).rejects.toMatchObject({ key: 'mallAddressLocked' });
    await expect(shipOrder(t.store.db, { orderId: 'M-unknown-1', carrier: 'SF', trackingNo: 'x', actor: 'operator:test', at: t.clock.now() })).rejects.toMatchObject({ key: 'mallOrderNotFound' });
    expect((await t.store.db.selectFrom('points_ledger').select('amount').where('ref_id', '=', b).where('type', '=', 'refund').execute()).map((r) => r.amount)).toEqual([100]);

    const hist = await mallCaller(t, me, 'en')<{ list: { type: string; amount: number; reason: string; ref: unknown }[] }>('GET', `${API.scoreHistory}?size=3`);
    expect(hist.data.list[0]).toMatchObject({ type: 'refund', amount: 100, reason: `Mecha model ${id}`, ref: { kind: 'mallOrder', id: b } });
  });
});

describe.each(DB_KINDS)('mall exchange rate (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind, { mallExchangesPerMinute: 2 });
  });
  afterAll(() => t.close());

  it('more exchanges a minute than allowed → mallTooFrequent', async () => {
    const id = await addProduct(t, { stock: 10 });
    const [p] = await mallPlayers(t, 1);
    await givePoints(t, p!.yfyUid, 1000);
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) codes.push((await mallCaller(t, p!, 'zh-CN')('POST', API.scoreOrder, { productId: id, address: CN_ADDRESS })).code);
    expect(codes).toEqual([0, 0, ERRORS.mallTooFrequent.code]);
    t.clock.advance(61_000);
  });
});
