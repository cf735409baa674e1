import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDecimal, type Currency } from '@mecha/shared/pay/money';
import { DEV_PAY_SANDBOX_SECRET, DEV_SSO_SECRET } from '../../src/config.ts';
import { sign } from '../../src/platform/signed-request.ts';
import { serverProcess } from './server-process.ts';

const ADMIN = process.env.TEST_DATABASE_URL;
const SKUS = ['cn-60', 'cn-300', 'cn-680', 'cn-1280'];

// A real server process killed with SIGKILL between payment and delivery: it runs with the game's wallet down
// (SIM_CREDIT_OUTAGE), takes a burst of paid notifications (each sent twice) and dies in the middle of it. After a
// restart with the game back, the provider's retries arrive, and every paid order is credited exactly once, with
// one outbox row, one points entry, and one double bonus per role and SKU.
describe.runIf(ADMIN)('a server killed between payment and delivery', () => {
  const server = serverProcess(ADMIN ?? 'postgres://x/y', 3800);
  const base = server.base;
  const db = { query: (sql: string) => server.db.query(sql) };
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) =>
    (await (await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })).json()) as { code: number; data: Record<string, unknown> };
  /** The provider's notification, signed anew at each send (as a provider's retry is). */
  const notify = async (order: { id: string; price_minor: number; currency: string }) => {
    const raw = JSON.stringify({ orderId: order.id, event: 'paid', amount: toDecimal(order.price_minor, order.currency as Currency), currency: order.currency, providerRef: `crash-${randomUUID().slice(0, 8)}`, occurredAt: Math.floor(Date.now() / 1000) });
    const ts = Math.floor(Date.now() / 1000);
    const res = await fetch(`${base}/api/pay/notify/sandbox`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-pay-timestamp': String(ts), 'x-pay-signature': sign(DEV_PAY_SANDBOX_SECRET, ts, raw) }, body: raw });
    return ((await res.json()) as { code: number }).code;
  };

  // The game's wallet is down at first: payments are taken, credits cannot be delivered.
  beforeAll(() => server.setUp({ SIM_CREDIT_OUTAGE: 'true' }), 120_000);
  afterAll(() => server.tearDown());

  it('credits every paid order exactly once after the restart', async () => {
    const roles = (await db.query(`select uid from sim_roles where edition = 'cn' and uid not like '%077' order by uid limit 12`)).rows.map((r) => r.uid as string);
    for (const [i, uid] of roles.entries()) {
      const wztoken = await new SignJWT({ sub: `paycrash-${i}`, uid }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime('5m').sign(new TextEncoder().encode(DEV_SSO_SECRET));
      const token = (await post('/api/record/h5-login-v2', { wztoken })).data.token as string;
      for (const skuId of SKUS) {
        const res = await post('/api/pay/pay', { uid, skuId, method: 'alipay' }, { authorization: `Bearer ${token}`, 'x-game-code': 'cn', 'idempotency-key': randomUUID() });
        expect(res.code, JSON.stringify(res)).toBe(0);
      }
    }
    const orders = (await db.query(`select id, price_minor, currency from pay_orders order by id`)).rows as { id: string; price_minor: number; currency: string }[];
    expect(orders).toHaveLength(roles.length * SKUS.length);

    // Each order's notification twice, all at once; the server dies once some have been answered.
    let answered = 0;
    const burst = [...orders, ...orders].map(async (o) => {
      try {
        if ((await notify(o)) === 0) answered++;
      } catch {
        /* the server died under this request */
      }
    });
    for (let i = 0; i < 400 && answered < 15; i++) await new Promise((r) => setTimeout(r, 2));
    server.kill();
    await Promise.all(burst);
    const paidBeforeRestart = Number((await db.query(`select count(*) from pay_orders where state = 'success'`)).rows[0].count);
    const creditedBeforeRestart = Number((await db.query(`select count(*) from sim_wallet`)).rows[0].count);
    expect(paidBeforeRestart).toBeGreaterThan(0);
    expect(creditedBeforeRestart).toBe(0); // the game was down: killed between payment and delivery

    await server.start({ SIM_CREDIT_OUTAGE: 'false' });
    // The provider retries what it has no answer for (here: everything, which must be harmless).
    const retried = await Promise.all(orders.map((o) => notify(o)));
    expect(retried.every((c) => c === 0)).toBe(true);
    // A credit the dead server had leased waits out its lease (60 s) before the new process retries it.
    for (let i = 0; i < 240; i++) {
      const { rows } = await db.query(`select count(*)::int as n from mail_outbox where kind = 'credit' and status = 'pending'`);
      if (rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 500));
    }

    const states = (await db.query(`select state, count(*)::int as n from pay_orders group by state`)).rows;
    expect(states).toEqual([{ state: 'success', n: orders.length }]);
    const wallet = (await db.query(`select order_id, count(*)::int as n from sim_wallet group by order_id`)).rows;
    expect(wallet).toHaveLength(orders.length);
    expect(wallet.every((w) => w.n === 1)).toBe(true);
    const outbox = (await db.query(`select order_id, status from mail_outbox where kind = 'credit'`)).rows;
    expect(outbox).toHaveLength(orders.length);
    expect(outbox.every((o) => o.status === 'delivered')).toBe(true);
    expect(Number((await db.query(`select count(*) from pay_orders where delivered_at is null`)).rows[0].count)).toBe(0);
    const points = (await db.query(`select ref_id, count(*)::int as n from points_ledger where type = 'topup' group by ref_id`)).rows;
    expect(points).toHaveLength(orders.length);
    expect(points.every((p) => p.n === 1)).toBe(true);
    const mismatched = (await db.query(`select a.yfy_uid from points_accounts a left join (select yfy_uid, sum(amount) as s from points_ledger group by yfy_uid) l using (yfy_uid) where a.balance <> coalesce(l.s, 0)`)).rows;
    expect(mismatched).toEqual([]);
    const doubled = (await db.query(`select role_uid, sku_id, count(*) filter (where doubled)::int as n from pay_orders group by role_uid, sku_id`)).rows;
    expect(doubled.every((d) => d.n === 1)).toBe(true);
    console.log(`pay crash test: ${orders.length} orders, ${answered} notifications answered before the kill, ${paidBeforeRestart} paid and 0 credited at the kill; after restart ${wallet.length} credited once each, ${points.length} points entries`);
  }, 240_000);
});
