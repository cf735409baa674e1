import type { Language } from '@mecha/shared/i18n/languages';
import { localised } from '@mecha/shared/i18n/localised';
import type { Order } from '@mecha/shared/pay/api';
import { toDecimal } from '@mecha/shared/pay/money';
import type { Db } from '../../db/client.ts';
import { unixSeconds } from '../../platform/clock.ts';
import type { RoleDirectory } from '../account/role-directory.ts';
import { checkoutUrl } from './pay-math.ts';
import type { OrderRow } from './pay.repository.ts';

const secs = (d: Date | null) => (d ? unixSeconds(d) : null);

/** The presenter of orders: what a player sees of each, names in the request's language. */
export async function presentOrders(db: Db, roles: RoleDirectory, rows: OrderRow[], lang: Language, now: Date): Promise<Order[]> {
  if (!rows.length) return [];
  const skuIds = [...new Set(rows.map((r) => r.sku_id))];
  const skus = new Map((await db.selectFrom('pay_skus').select(['id', 'names']).where('id', 'in', skuIds).execute()).map((s) => [s.id, s.names]));
  const editions = [...new Set(rows.map((r) => r.edition))];
  const methods = new Map((await db.selectFrom('pay_methods').select(['edition', 'id', 'names']).where('edition', 'in', editions).execute()).map((m) => [`${m.edition}/${m.id}`, m.names]));
  const nicknames = new Map<string, string>();
  for (const uid of new Set(rows.map((r) => r.role_uid))) nicknames.set(uid, (await roles.lookup(uid))?.nickname ?? '');
  return rows.map((r) => ({
    orderId: r.id,
    state: r.state,
    uid: r.role_uid,
    nickname: nicknames.get(r.role_uid) ?? '',
    skuId: r.sku_id,
    skuName: localised(skus.get(r.sku_id) ?? {}, lang, r.sku_id),
    method: r.method,
    methodName: localised(methods.get(`${r.edition}/${r.method}`) ?? {}, lang, r.method),
    currency: r.currency,
    priceMinor: r.price_minor,
    price: toDecimal(r.price_minor, r.currency),
    amount: r.amount,
    bonus: r.bonus,
    doubled: r.doubled,
    points: r.points,
    createdAt: unixSeconds(r.created_at),
    expiresAt: unixSeconds(r.expires_at),
    paidAt: secs(r.paid_at),
    deliveredAt: secs(r.delivered_at),
    paidLate: r.late,
    refundedAt: secs(r.refunded_at),
    checkoutUrl: r.state === 'processing' ? checkoutUrl(r.id) : null,
    now: unixSeconds(now),
  }));
}
