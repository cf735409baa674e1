import { sql, type Transaction } from 'kysely';
import { normaliseAddress, type ShippingAddress } from '@mecha/shared/address/schema';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import { fail } from '../../platform/errors.ts';
import { PointsService } from '../points/points.service.ts';
import type { MallOrderRow } from './mall.repository.ts';

/*
 * A mall order's states (decision 0030 "Order states"): awaiting → shipped | cancelled. Every move is an UPDATE …
 * WHERE state = 'awaiting' in a transaction that also writes the order's event, so an address change racing a
 * shipment either lands before it (and ships) or finds the order shipped. Exported for the operators (H2):
 *
 * - shipOrder(db, { orderId, carrier, trackingNo, actor, at }) → the shipped order row
 * - cancelOrder(db, { orderId, reason, actor, at }) → the cancelled order row; points back (ledger 'refund' ref
 *     ('mall_order', id), booked once), stock +1 and the limit count -1, all in the same transaction.
 * - changeOrderAddress(db, { orderId, yfyUid, address, actor, at }) → the order row (the player's modify)
 *
 * Refusals: unknown (or another account's) → mallOrderNotFound, shipped → mallAddressLocked, cancelled →
 * mallOrderCancelled.
 */

/** Why an order did not move: it is not there (for this account), or no longer awaiting. */
function refuse(row: { state: string } | undefined): never {
  if (!row) return fail('mallOrderNotFound');
  if (row.state === 'shipped') return fail('mallAddressLocked');
  if (row.state === 'cancelled') return fail('mallOrderCancelled');
  return fail('mallOrderNotFound');
}

const current = (trx: Transaction<Database>, orderId: string, yfyUid?: string) => {
  let q = trx.selectFrom('mall_orders').select('state').where('id', '=', orderId);
  if (yfyUid) q = q.where('yfy_uid', '=', yfyUid);
  return q.executeTakeFirst();
};

/** Runs in the caller's transaction when given one (an operator's audit row goes into the same one), else in its own. */
const inTransaction = <T>(db: Db, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> =>
  db.isTransaction ? fn(db as Transaction<Database>) : db.transaction().execute(fn);

export async function shipOrder(db: Db, s: { orderId: string; carrier: string; trackingNo: string; actor: string; at: Date }): Promise<MallOrderRow> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .updateTable('mall_orders')
      .set({ state: 'shipped', carrier: s.carrier, tracking_no: s.trackingNo, shipped_at: s.at })
      .where('id', '=', s.orderId)
      .where('state', '=', 'awaiting')
      .returningAll()
      .executeTakeFirst();
    if (!row) return refuse(await current(trx, s.orderId));
    // The address it shipped to is recorded with the event: the order's address can never change after this.
    await trx
      .insertInto('mall_order_events')
      .values({ order_id: row.id, kind: 'shipped', actor: s.actor, detail: JSON.stringify({ carrier: s.carrier, trackingNo: s.trackingNo, address: row.address }), at: s.at })
      .execute();
    return row;
  });
}

export async function cancelOrder(db: Db, c: { orderId: string; reason: string; actor: string; at: Date }): Promise<MallOrderRow> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .updateTable('mall_orders')
      .set({ state: 'cancelled', cancelled_at: c.at, cancel_reason: c.reason })
      .where('id', '=', c.orderId)
      .where('state', '=', 'awaiting')
      .returningAll()
      .executeTakeFirst();
    if (!row) return refuse(await current(trx, c.orderId));
    // Lock order as in an exchange (balance row, then product, then the limit count), so the two never deadlock.
    await PointsService.applyIn(trx, { yfyUid: row.yfy_uid, type: 'refund', amount: row.points, reason: `mall ${row.product_id} cancelled`, refType: 'mall_order', refId: row.id, at: c.at });
    await trx.updateTable('mall_products').set({ stock: sql<number>`stock + 1` }).where('id', '=', row.product_id).execute();
    if (row.period !== null) {
      await trx
        .updateTable('mall_purchase_counts')
        .set({ n: sql<number>`n - 1` })
        .where('yfy_uid', '=', row.yfy_uid)
        .where('product_id', '=', row.product_id)
        .where('period', '=', row.period)
        .where('n', '>', 0)
        .execute();
    }
    await trx
      .insertInto('mall_order_events')
      .values({ order_id: row.id, kind: 'cancelled', actor: c.actor, detail: JSON.stringify({ reason: c.reason, refunded: row.points }), at: c.at })
      .execute();
    return row;
  });
}

/**
 * The player's address change: only the account's own order, only while it awaits shipment. The row is locked
 * first so the event can record the old address; the UPDATE still carries the state condition.
 */
export async function changeOrderAddress(db: Db, m: { orderId: string; yfyUid: string; address: ShippingAddress; actor: string; at: Date }): Promise<MallOrderRow> {
  const address = normaliseAddress(m.address);
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('mall_orders').selectAll().where('id', '=', m.orderId).where('yfy_uid', '=', m.yfyUid).forUpdate().executeTakeFirst();
    if (!before || before.state !== 'awaiting') return refuse(before);
    const product = await trx.selectFrom('mall_products').select('regions').where('id', '=', before.product_id).executeTakeFirstOrThrow();
    if (!product.regions.includes(address.region)) fail('mallRegionNotShipped');
    const row = await trx
      .updateTable('mall_orders')
      .set({ address: JSON.stringify(address) })
      .where('id', '=', before.id)
      .where('state', '=', 'awaiting')
      .returningAll()
      .executeTakeFirst();
    if (!row) return refuse(await current(trx, m.orderId, m.yfyUid));
    await trx
      .insertInto('mall_order_events')
      .values({ order_id: row.id, kind: 'addressChanged', actor: m.actor, detail: JSON.stringify({ from: before.address, to: address }), at: m.at })
      .execute();
    return row;
  });
}
