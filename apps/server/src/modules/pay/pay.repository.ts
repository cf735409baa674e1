import { sql, type Transaction } from 'kysely';
import { EDITIONS, type EditionCode } from '@mecha/shared/editions';
import type { Currency } from '@mecha/shared/pay/money';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';

type Conn = Db | Transaction<Database>;

// Kysely queries of the top-up module only; rules live in the services.
export const payRepository = {
  skusOf(db: Conn, edition: EditionCode, currency: Currency) {
    return db.selectFrom('pay_skus').selectAll().where('edition', '=', edition).where('currency', '=', currency).where('active', '=', true).orderBy('sort').orderBy('id').execute();
  },

  sku(db: Conn, id: string) {
    return db.selectFrom('pay_skus').selectAll().where('id', '=', id).executeTakeFirst();
  },

  methodsOf(db: Conn, edition: EditionCode) {
    return db.selectFrom('pay_methods').selectAll().where('edition', '=', edition).where('active', '=', true).orderBy('sort').orderBy('id').execute();
  },

  method(db: Conn, edition: EditionCode, id: string) {
    return db.selectFrom('pay_methods').selectAll().where('edition', '=', edition).where('id', '=', id).executeTakeFirst();
  },

  async settings(db: Conn, edition: EditionCode, currency: Currency) {
    const row = await db.selectFrom('pay_settings').selectAll().where('edition', '=', edition).where('currency', '=', currency).executeTakeFirst();
    return { capMinor: row?.monthly_cap_minor ?? null, pointsPerUnit: row?.points_per_unit ?? '1' };
  },

  /** SKUs this role has bought at least once (their double bonus is spent). */
  async boughtSkus(db: Conn, roleUid: string): Promise<Set<string>> {
    const rows = await db.selectFrom('pay_first_purchases').select('sku_id').where('role_uid', '=', roleUid).execute();
    return new Set(rows.map((r) => r.sku_id));
  },

  /**
   * What the account has committed this business month in one edition and currency: paid orders and those still
   * open (an open order may yet be paid, so it counts against the cap).
   */
  async monthSpend(db: Conn, yfyUid: string, edition: EditionCode, currency: Currency, now: Date): Promise<number> {
    const tz = EDITIONS[edition].timeZone;
    const row = await db
      .selectFrom('pay_orders')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('price_minor'), eb.lit(0)).as('n'))
      .where('yfy_uid', '=', yfyUid)
      .where('edition', '=', edition)
      .where('currency', '=', currency)
      .where('state', 'in', ['processing', 'success'])
      .where('refunded_at', 'is', null)
      .where('created_at', '>=', sql<Date>`(date_trunc('month', ${now}::timestamptz at time zone ${tz}) at time zone ${tz})`)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  orderByKey(db: Conn, yfyUid: string, key: string) {
    return db.selectFrom('pay_orders').selectAll().where('yfy_uid', '=', yfyUid).where('idempotency_key', '=', key).executeTakeFirst();
  },

  openOrderFor(db: Conn, yfyUid: string, skuId: string) {
    return db.selectFrom('pay_orders').select('id').where('yfy_uid', '=', yfyUid).where('sku_id', '=', skuId).where('state', '=', 'processing').executeTakeFirst();
  },

  order(db: Conn, id: string) {
    return db.selectFrom('pay_orders').selectAll().where('id', '=', id).executeTakeFirst();
  },

  ordersOf(db: Conn, yfyUid: string, page: number, size: number) {
    return db
      .selectFrom('pay_orders')
      .selectAll()
      .where('yfy_uid', '=', yfyUid)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size + 1)
      .offset((page - 1) * size)
      .execute();
  },

  /** Serialises one account's order creation (the cap is a sum over its orders). */
  async lockAccount(trx: Transaction<Database>, yfyUid: string) {
    await trx.selectFrom('accounts').select('yfy_uid').where('yfy_uid', '=', yfyUid).forUpdate().executeTakeFirst();
  },

  /** The window of a processing order has passed: timeout (conditional, so a payment that won the race stands). */
  async expireOne(db: Conn, id: string, now: Date) {
    await db.updateTable('pay_orders').set({ state: 'timeout' }).where('id', '=', id).where('state', '=', 'processing').where('expires_at', '<=', now).execute();
  },
};

export type OrderRow = NonNullable<Awaited<ReturnType<typeof payRepository.order>>>;
export type SkuRow = NonNullable<Awaited<ReturnType<typeof payRepository.sku>>>;
