import { randomBytes } from 'node:crypto';
import { API } from '@mecha/shared/api-paths';
import type { EditionCode } from '@mecha/shared/editions';
import type { Currency } from '@mecha/shared/pay/money';
import type { InjectOptions } from 'fastify';
import { auth, body, loginWithCode, type TestApp } from '../../../test/test-app.ts';

// Helpers of the act/* tests: players of a given edition, paid orders written straight into pay_orders (the
// totals need no pay flow), and calls in a language.

export interface Player {
  uid: string;
  yfyUid: string;
  token: string;
  edition: EditionCode;
  region: string;
}

/** Logs in the `n`-th sim role of an edition (and region), skipping the ones given. */
export async function playerOf(t: TestApp, edition: EditionCode, opts: { region?: string; skip?: string[] } = {}): Promise<Player> {
  let q = t.store.db.selectFrom('sim_roles').select(['uid', 'edition', 'region']).where('edition', '=', edition);
  if (opts.region) q = q.where('region', '=', opts.region);
  if (opts.skip?.length) q = q.where('uid', 'not in', opts.skip);
  const role = await q.orderBy('uid').limit(1).executeTakeFirstOrThrow();
  const token = await loginWithCode(t.app, role.uid);
  const info = body<{ yfy_uid: string }>(await t.app.inject({ url: API.userInfo, headers: auth(token) })).data;
  return { uid: role.uid, yfyUid: info.yfy_uid, token, edition: role.edition, region: role.region };
}

/** A successful order (or one in another state) of `minor` units, paid at `at`. */
export async function paidOrder(t: TestApp, p: Player, currency: Currency, minor: number, at: Date, extra: { state?: 'success' | 'failed' | 'timeout'; refundedAt?: Date } = {}) {
  const state = extra.state ?? 'success';
  await t.store.db
    .insertInto('pay_orders')
    .values({
      id: `T${randomBytes(8).toString('hex')}`, yfy_uid: p.yfyUid, role_uid: p.uid, edition: p.edition, sku_id: 'test', method: 'test',
      currency, price_minor: minor, amount: 1, bonus: 0, points: 0, state, idempotency_key: randomBytes(8).toString('hex'), request_hash: 'test',
      created_at: at, expires_at: new Date(at.getTime() + 15 * 60_000), paid_at: state === 'success' ? at : null, provider_ref: null, delivered_at: null,
      refunded_at: extra.refundedAt ?? null,
    })
    .execute();
}

export function caller(t: TestApp, p: Player | null, lang = 'en') {
  return async <T = unknown>(method: 'GET' | 'POST', url: string, payload?: unknown, extra: Partial<InjectOptions> = {}) => {
    const res = await t.app.inject({ method, url, headers: { ...(p ? auth(p.token) : {}), 'accept-language': lang, ...(extra.headers ?? {}) }, ...(payload === undefined ? {} : { payload: payload as object }), ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}) });
    return { status: res.statusCode, ...body<T>(res) };
  };
}

export const CN_ADDRESS = { name: '张三', phone: '138 0013 8000', postcode: '100000', region: 'CN', city: '北京', detail: '朝阳区某路 1 号', email: '' };
