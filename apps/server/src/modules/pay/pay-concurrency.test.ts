import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayData } from '@mecha/shared/pay/api';
import { DB_KINDS } from '../../../test/test-db.ts';
import { body, loginWithCode, makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { SimGameGateway } from '../../game/sim/sim-gateway.ts';
import { deliverDue } from '../welfare/delivery.job.ts';
import { createOrder, ledgerMatches, newOrder, notificationFor, rolesOf, signedNotification } from './pay-test-kit.ts';
import { timeOutDue } from './timeout.job.ts';

// The money guarantees under concurrency (ARCHITECTURE "Building the money and event areas"). On PGlite the
// requests queue on one connection; against PostgreSQL (TEST_DATABASE_URL) they really race.
describe.each(DB_KINDS)('top-up under concurrency (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  let me: string;
  let sim: SimGameGateway;
  beforeAll(async () => {
    t = await makeTestApp(kind, { seedContent: true });
    me = (await rolesOf(t.app, 'cn', 1))[0]!.uid;
    token = await loginWithCode(t.app, me);
    sim = new SimGameGateway(t.store.db, t.clock);
  });
  afterAll(() => t.close());

  const credits = async (orderId: string) => (await t.store.db.selectFrom('sim_wallet').select('id').where('order_id', '=', orderId).execute()).length;
  const topups = async (orderId: string) => (await t.store.db.selectFrom('points_ledger').select('amount').where('ref_id', '=', orderId).execute()).map((r) => r.amount);

  it('one notification delivered 10 times at once and twice more an hour later: credited once, points once', async () => {
    const { orderId } = await newOrder(t.app, token, { uid: me, skuId: 'cn-3280', method: 'alipay' });
    const n = await notificationFor(t.store.db, orderId, 'paid', t.clock);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    // Ten deliveries, each signed anew (a provider's retries), all at once, plus an exact replay of the first.
    const answers = await Promise.all([...Array.from({ length: 10 }, (_, i) => t.app.inject(signedNotification(t.clock, n, now - i))), t.app.inject(signedNotification(t.clock, n, now))]);
    const outcomes = answers.map((a) => body<{ outcome: string }>(a)).map((b) => (b.code === 0 ? b.data.outcome : b.code));
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already')).toHaveLength(9);
    expect(outcomes.filter((o) => o === 5003)).toHaveLength(1);
    await Promise.all([deliverDue(t.store.db, sim, t.clock), deliverDue(t.store.db, sim, t.clock)]);
    t.clock.advance(3600_000);
    const later = Math.floor(t.clock.now().getTime() / 1000);
    for (const ts of [later, later - 1]) expect(body(await t.app.inject(signedNotification(t.clock, n, ts)))).toMatchObject({ code: 0, data: { outcome: 'already' } });
    // The first, replayed an hour later, is stale.
    expect(body(await t.app.inject(signedNotification(t.clock, n, now)))).toMatchObject({ code: 5002 });
    await deliverDue(t.store.db, sim, t.clock);
    expect(await credits(orderId)).toBe(1);
    expect(await topups(orderId)).toEqual([328]);
    expect((await t.store.db.selectFrom('mail_outbox').select('id').where('order_id', '=', orderId).execute()).length).toBe(1);
    console.log(`[${kind}] 10 concurrent deliveries + 1 replay + 2 an hour later → ${outcomes.filter((o) => o === 'applied').length} applied, wallet credits ${await credits(orderId)}, points entries ${(await topups(orderId)).length}`);
  });

  it('50 concurrent pay calls with one Idempotency-Key make one order', async () => {
    const b = { uid: me, skuId: 'cn-6480', method: 'wechat' };
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => createOrder(t.app, token, b, { key: 'same-key-for-all-50', ip: `10.6.${i}.1` })));
    const ids = new Set(answers.map((a) => body<PayData>(a)).map((r) => (r.code === 0 ? r.data.orderId : `code ${r.code}`)));
    expect([...ids]).toHaveLength(1);
    expect([...ids][0]).toMatch(/^P/);
    const rows = await t.store.db.selectFrom('pay_orders').select('id').where('idempotency_key', '=', 'same-key-for-all-50').execute();
    expect(rows).toHaveLength(1);
    console.log(`[${kind}] 50 concurrent pay, one key → ${rows.length} order, ${ids.size} distinct answer`);
  });

  it('20 orders of one SKU for one role paid at once: the double bonus is paid once', async () => {
    // One account holds one open order per SKU, so 19 orders time out before the 20th is opened; all 20 are paid
    // together (19 of them late).
    // Another account pays for this role (any role of the edition may be topped up), with a rate budget of its own.
    const payer = await loginWithCode(t.app, (await rolesOf(t.app, 'cn', 2))[1]!.uid);
    const orders: string[] = [];
    for (let i = 0; i < 20; i++) {
      orders.push((await newOrder(t.app, payer, { uid: me, skuId: 'cn-1280', method: 'alipay' })).orderId);
      if (i < 19) {
        t.clock.advance(901_000);
        await timeOutDue(t.store.db, t.clock);
      }
    }
    const notes = await Promise.all(orders.map((id) => notificationFor(t.store.db, id, 'paid', t.clock)));
    const answers = await Promise.all(notes.map((n) => t.app.inject(signedNotification(t.clock, n))));
    expect(answers.map((a) => body(a).code)).toEqual(Array(20).fill(0));
    const rows = await t.store.db.selectFrom('pay_orders').select(['doubled', 'bonus', 'late', 'state']).where('id', 'in', orders).execute();
    expect(rows.filter((r) => r.doubled)).toHaveLength(1);
    expect(rows.filter((r) => r.doubled)[0]!.bonus).toBe(1280);
    expect(rows.filter((r) => !r.doubled).every((r) => r.bonus === 90)).toBe(true);
    expect(rows.every((r) => r.state === 'success')).toBe(true);
    expect(rows.filter((r) => r.late)).toHaveLength(19);
    for (let i = 0; i < 3; i++) await deliverDue(t.store.db, sim, t.clock);
    const wallet = await sim.wallet(me);
    expect(wallet.credits.filter((c) => orders.includes(c.orderId))).toHaveLength(20);
    expect(wallet.credits.filter((c) => orders.includes(c.orderId) && c.bonus === 1280)).toHaveLength(1);
    console.log(`[${kind}] 20 concurrent first purchases of one SKU → doubled ${rows.filter((r) => r.doubled).length}, credited ${wallet.credits.filter((c) => orders.includes(c.orderId)).length}`);
  });

  it('the points ledger sums to every balance', async () => {
    const check = await ledgerMatches(t.store.db);
    expect(check.accounts).toBeGreaterThan(0);
    expect(check.mismatched).toEqual([]);
  });
});
