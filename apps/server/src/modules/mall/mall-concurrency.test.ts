import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { ADDRESS_BOOK_MAX } from '@mecha/shared/mall/api';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import { DB_KINDS } from '../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { AppError } from '../../platform/errors.ts';
import { CN_ADDRESS, addProduct, givePoints, ledgerMismatches, mallCaller, mallPlayers } from './mall-test-kit.ts';
import { cancelOrder, changeOrderAddress, shipOrder } from './order-states.ts';

// The mall's guarantees under concurrency (decision 0030). On PGlite the requests queue on one connection, so the
// runs are scaled down; against PostgreSQL (TEST_DATABASE_URL, a pool of 20) they really race.
describe.each(DB_KINDS)('mall under concurrency (%s)', (kind) => {
  let t: TestApp;
  const real = kind === 'postgres';
  beforeAll(async () => {
    // 1,200 sim roles: 200 accounts of one edition need more than the default 200 roles of all four.
    t = await makeTestApp(kind, { mallExchangesPerMinute: 100_000, simRoleCount: 1200 });
  });
  afterAll(() => t.close());
  afterEach(async () => expect((await ledgerMismatches(t)).mismatched).toEqual([]));

  const stockOf = async (id: string) => (await t.store.db.selectFrom('mall_products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;

  it(`${real ? '1,000' : '200'} concurrent exchanges of a 10-stock product by ${real ? 200 : 40} accounts → exactly 10 orders, stock 0`, async () => {
    const accounts = real ? 200 : 40;
    const calls = real ? 1000 : 200;
    const id = await addProduct(t, { stock: 10, points: 100 });
    const players = await mallPlayers(t, accounts);
    for (const p of players) await givePoints(t, p.yfyUid, 1000);
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: calls }, (_, i) => mallCaller(t, players[i % accounts]!)('POST', API.scoreOrder, { productId: id, address: CN_ADDRESS })));
    const ms = performance.now() - started;
    const codes = new Map<number, number>();
    for (const a of answers) codes.set(a.code, (codes.get(a.code) ?? 0) + 1);
    const orders = await t.store.db.selectFrom('mall_orders').select(['yfy_uid']).where('product_id', '=', id).execute();
    expect(codes.get(0)).toBe(10);
    expect(codes.get(ERRORS.mallOutOfStock.code)).toBe(calls - 10);
    expect(orders).toHaveLength(10);
    expect(await stockOf(id)).toBe(0);
    const spent = await t.store.db.selectFrom('points_ledger').select((eb) => eb.fn.sum<number>('amount').as('n')).where('type', '=', 'exchange').where('ref_type', '=', 'mall_order').where('ref_id', 'in', (eb) => eb.selectFrom('mall_orders').select('mall_orders.id').where('mall_orders.product_id', '=', id)).executeTakeFirstOrThrow();
    expect(Number(spent.n)).toBe(-1000);
    const ledger = await ledgerMismatches(t);
    console.log(`[${kind}] ${calls} concurrent exchanges, ${accounts} accounts, stock 10 → ${codes.get(0)} orders, ${codes.get(ERRORS.mallOutOfStock.code)} out of stock, stock left ${await stockOf(id)}, ${ledger.accounts} ledgers all summing (${Math.round(ms)} ms, ${Math.round((calls / ms) * 1000)} req/s)`);
  });

  it('50 concurrent exchanges by one account of a limit-1 product → 1 order', async () => {
    const id = await addProduct(t, { stock: 100, points: 10, limit: { count: 1, period: 'ever' } });
    const [p] = await mallPlayers(t, 1);
    await givePoints(t, p!.yfyUid, 10_000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => mallCaller(t, p!)('POST', API.scoreOrder, { productId: id, address: CN_ADDRESS })));
    const ok = answers.filter((a) => a.code === 0).length;
    const limited = answers.filter((a) => a.code === ERRORS.mallLimitReached.code).length;
    expect(ok).toBe(1);
    expect(limited).toBe(49);
    expect(await t.store.db.selectFrom('mall_orders').select('id').where('product_id', '=', id).execute()).toHaveLength(1);
    expect(await stockOf(id)).toBe(99);
    const bal = await t.store.db.selectFrom('points_accounts').select('balance').where('yfy_uid', '=', p!.yfyUid).executeTakeFirstOrThrow();
    expect(bal.balance).toBe(9_990);
    console.log(`[${kind}] 50 concurrent exchanges by one account, limit 1 → ${ok} order, ${limited} limit reached, balance ${bal.balance}, stock ${await stockOf(id)}`);
  });

  it('200 concurrent address changes racing one shipment: every change lands before the shipped event, none after', async () => {
    const id = await addProduct(t, { stock: 5 });
    const [p] = await mallPlayers(t, 1);
    await givePoints(t, p!.yfyUid, 500);
    const placed = await mallCaller(t, p!)<{ orderId: string }>('POST', API.scoreOrder, { productId: id, address: CN_ADDRESS });
    const orderId = placed.data.orderId;
    const change = (i: number) =>
      changeOrderAddress(t.store.db, { orderId, yfyUid: p!.yfyUid, address: { ...CN_ADDRESS, detail: `朝阳区某路 ${i} 号` }, actor: 'player', at: t.clock.now() }).then(
        () => 'changed' as const,
        (e: unknown) => (e instanceof AppError ? e.key : String(e)),
      );
    const ship = () => shipOrder(t.store.db, { orderId, carrier: 'SF', trackingNo: 'SF123', actor: 'operator:test', at: t.clock.now() });
    // The shipment is started in the middle of the burst.
    const results = await Promise.all([...Array.from({ length: 100 }, (_, i) => change(i)), ship().then(() => 'shipped' as const), ...Array.from({ length: 100 }, (_, i) => change(100 + i))]);
    const changed = results.filter((r) => r === 'changed').length;
    const locked = results.filter((r) => r === 'mallAddressLocked').length;
    expect(results.filter((r) => r === 'shipped')).toHaveLength(1);
    expect(changed + locked).toBe(200);
    const events = await t.store.db.selectFrom('mall_order_events').select(['id', 'kind', 'detail']).where('order_id', '=', orderId).orderBy('id').execute();
    const shippedAt = events.findIndex((e) => e.kind === 'shipped');
    expect(events.slice(shippedAt + 1)).toEqual([]);
    expect(events.filter((e) => e.kind === 'addressChanged')).toHaveLength(changed);
    const order = await t.store.db.selectFrom('mall_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.state).toBe('shipped');
    // What shipped is the last change made before it (or the original address when none got in first).
    const lastChange = events.filter((e) => e.kind === 'addressChanged').at(-1);
    const expected = lastChange ? (lastChange.detail as { to: unknown }).to : (events[0]!.detail as { address: unknown }).address;
    expect((events[shippedAt]!.detail as { address: unknown }).address).toEqual(expected);
    expect(order.address).toEqual(expected);
    console.log(`[${kind}] 200 concurrent address changes racing a shipment → ${changed} landed before it, ${locked} refused as shipped, 0 after the shipped event`);
  });

  it('cancellations racing exchanges of the same product: no deadlock, stock + open orders stay the units made', async () => {
    const id = await addProduct(t, { stock: 5, points: 100, limit: { count: 1, period: 'ever' } });
    const players = await mallPlayers(t, real ? 60 : 20);
    for (const p of players) await givePoints(t, p.yfyUid, 1000);
    const first = await Promise.all(players.slice(0, 5).map((p) => mallCaller(t, p)<{ orderId: string }>('POST', API.scoreOrder, { productId: id, address: CN_ADDRESS })));
    const orderIds = first.map((a) => a.data.orderId);
    expect(await stockOf(id)).toBe(0);
    const at = t.clock.now();
    const [cancels, answers] = await Promise.all([
      Promise.all(orderIds.map((orderId) => cancelOrder(t.store.db, { orderId, reason: 'test', actor: 'operator:test', at }).then(() => 'cancelled', (e: unknown) => String(e)))),
      // Everyone again, the five whose orders are being cancelled included (their limit comes back with the cancel).
      Promise.all(players.map((p) => mallCaller(t, p)('POST', API.scoreOrder, { productId: id, address: CN_ADDRESS }))),
    ]);
    expect(cancels).toEqual(Array(5).fill('cancelled'));
    const codes = answers.map((a) => a.code);
    expect(codes.every((c) => c === 0 || c === ERRORS.mallOutOfStock.code || c === ERRORS.mallLimitReached.code)).toBe(true);
    const open = await t.store.db.selectFrom('mall_orders').select('id').where('product_id', '=', id).where('state', '=', 'awaiting').execute();
    expect(open.length + (await stockOf(id))).toBe(5);
    expect(open.length).toBe(codes.filter((c) => c === 0).length);
    const counts = await t.store.db.selectFrom('mall_purchase_counts').select(['yfy_uid', 'n']).where('product_id', '=', id).execute();
    expect(counts.reduce((n, c) => n + c.n, 0)).toBe(open.length);
    console.log(`[${kind}] 5 cancellations racing ${players.length} exchanges → ${open.length} new orders, stock ${await stockOf(id)}, limit counts ${counts.reduce((n, c) => n + c.n, 0)}, no deadlock`);
  });

  it(`20 concurrent saves into an empty address book → exactly ${ADDRESS_BOOK_MAX}, one default`, async () => {
    const [p] = await mallPlayers(t, 1);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => mallCaller(t, p!)('POST', API.scoreAddressSave, { address: { ...CN_ADDRESS, detail: `路 ${i} 号` }, isDefault: i % 3 === 0 })));
    const ok = answers.filter((a) => a.code === 0).length;
    const full = answers.filter((a) => a.code === ERRORS.mallAddressBookFull.code).length;
    const rows = await t.store.db.selectFrom('mall_addresses').select(['id', 'is_default']).where('yfy_uid', '=', p!.yfyUid).execute();
    expect(ok).toBe(ADDRESS_BOOK_MAX);
    expect(full).toBe(20 - ADDRESS_BOOK_MAX);
    expect(rows).toHaveLength(ADDRESS_BOOK_MAX);
    expect(rows.filter((r) => r.is_default)).toHaveLength(1);
    console.log(`[${kind}] 20 concurrent address saves → ${rows.length} saved, ${full} refused as full, ${rows.filter((r) => r.is_default).length} default`);
  });
});
