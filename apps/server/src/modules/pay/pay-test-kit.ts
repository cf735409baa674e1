import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API } from '@mecha/shared/api-paths';
import type { PayBody, PayData, SandboxNotification } from '@mecha/shared/pay/api';
import { toDecimal, type Currency } from '@mecha/shared/pay/money';
import { DEV_PAY_SANDBOX_SECRET } from '../../config.ts';
import { sign } from '../../platform/signed-request.ts';
import { unixSeconds, type Clock } from '../../platform/clock.ts';
import { auth, body } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';

// Shared steps of the top-up tests: playing the provider (signed notifications) and the player (orders).
export const SITE = (edition: string) => ({ 'x-game-code': edition, 'accept-language': 'en' });

export async function rolesOf(app: FastifyInstance, edition: string, n: number): Promise<{ uid: string; region: string }[]> {
  const res = await app.inject({ url: `${API.simRoles}?edition=${edition}&limit=${n}` });
  return body<{ list: { uid: string; region: string }[] }>(res).data.list;
}

export function createOrder(app: FastifyInstance, token: string, b: PayBody, opts: { key?: string; edition?: string; ip?: string } = {}) {
  return app.inject({
    method: 'POST', url: API.pay, payload: b, remoteAddress: opts.ip ?? '10.7.0.1',
    headers: { ...auth(token), ...SITE(opts.edition ?? 'cn'), 'idempotency-key': opts.key ?? randomUUID() },
  });
}

export async function newOrder(app: FastifyInstance, token: string, b: PayBody, edition = 'cn'): Promise<PayData> {
  const res = await createOrder(app, token, b, { edition });
  const out = body<PayData>(res);
  if (out.code !== 0) throw new Error(`order not created: ${res.body}`);
  return out.data;
}

/** The notification a provider sends for an order, signed at `ts` (the clock's now unless given). */
export function signedNotification(clock: Clock, n: SandboxNotification, ts = unixSeconds(clock.now()), secret = DEV_PAY_SANDBOX_SECRET) {
  const raw = JSON.stringify(n);
  return { method: 'POST' as const, url: `${API.payNotify}/sandbox`, payload: raw, headers: { 'content-type': 'application/json', 'x-pay-timestamp': String(ts), 'x-pay-signature': sign(secret, ts, raw) } };
}

export async function notificationFor(db: Db, orderId: string, event: SandboxNotification['event'], clock: Clock): Promise<SandboxNotification> {
  const o = await db.selectFrom('pay_orders').select(['price_minor', 'currency']).where('id', '=', orderId).executeTakeFirstOrThrow();
  return { orderId, event, amount: toDecimal(o.price_minor, o.currency as Currency), currency: o.currency, providerRef: `ref-${randomUUID().slice(0, 8)}`, occurredAt: unixSeconds(clock.now()) };
}

export async function ledgerMatches(db: Db): Promise<{ accounts: number; mismatched: string[] }> {
  const accounts = await db.selectFrom('points_accounts').select(['yfy_uid', 'balance']).execute();
  const sums = await db.selectFrom('points_ledger').select(['yfy_uid', (eb) => eb.fn.sum<number>('amount').as('n')]).groupBy('yfy_uid').execute();
  const byUid = new Map(sums.map((s) => [s.yfy_uid, Number(s.n)]));
  return { accounts: accounts.length, mismatched: accounts.filter((a) => byUid.get(a.yfy_uid) !== a.balance).map((a) => a.yfy_uid) };
}
