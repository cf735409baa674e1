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
const isOpen = (r: OrderRow) => r.state === 'processing' || r.state === 'timeout';

/** The presenter of orders: what a player sees of each, names in the request's language. */
export async function presentOrders(db: Db, roles: RoleDirectory, rows: OrderRow[], lang: Language, now: Date): Promise<Order[]> {
  if (!rows.length) return [];
  const skuIds = [...new Set(rows.map((r) => r.sku_id))];
  const skus = new Map((await db.selectFrom('pay_skus').select(['id', 'names', 'doubles_first']).where('id', 'in', skuIds).execute()).map((s) => [s.id, s]));
  // An unpaid order shows the bonus it will pay if paid now: double while this role has not bought the SKU yet
  // (the badge the player chose it by). The payment itself decides, in its transaction (notify.service.ts).
  const openRoles = [...new Set(rows.filter(isOpen).map((r) => r.role_uid))];
  const bought = new Set(
    openRoles.length
      ? (await db.selectFrom('pay_first_purchases').select(['role_uid', 'sku_id']).where('role_uid', 'in', openRoles).execute()).map((f) => `${f.role_uid}/${f.sku_id}`)
      : [],
  );
  const doublesNow = (r: OrderRow) => isOpen(r) && skus.get(r.sku_id)?.doubles_first === true && !bought.has(`${r.role_uid}/${r.sku_id}`);
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
    skuName: localised(skus.get(r.sku_id)?.names ?? {}, lang, r.sku_id),
    method: r.method,
    methodName: localised(methods.get(`${r.edition}/${r.method}`) ?? {}, lang, r.method),
    currency: r.currency,
    priceMinor: r.price_minor,
    price: toDecimal(r.price_minor, r.currency),
    amount: r.amount,
    bonus: doublesNow(r) ? r.amount : r.bonus,
    doubled: r.doubled || doublesNow(r),
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
